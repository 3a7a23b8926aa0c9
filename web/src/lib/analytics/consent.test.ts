import { describe, expect, it, vi } from 'vitest';
import { hasCookieChoice, hasCookieConsent, readCookieChoice, setCookieConsent, subscribeToCookieChoice, type ConsentStorage } from './consent';

/** A local storage in memory. */
function memoryStorage(initial: Record<string, string> = {}): ConsentStorage & { values: Map<string, string> } {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

describe('cookie consent', () => {
  it('should count only cookiesAccepted = "true" as consent', () => {
    // Arrange
    const storages = [memoryStorage(), memoryStorage({ cookiesAccepted: 'false' }), memoryStorage({ cookiesAccepted: 'yes' }), memoryStorage({ cookiesAccepted: 'true' })];

    // Act
    const answers = storages.map((storage) => hasCookieConsent(storage));

    // Assert
    expect(answers).toEqual([false, false, false, true]);
  });

  it('should mean no consent when there is no storage or it throws', () => {
    // Arrange
    const throwing: ConsentStorage = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => undefined,
      removeItem: () => undefined,
    };

    // Act / Assert
    expect(hasCookieConsent(undefined)).toBe(false);
    expect(hasCookieConsent(throwing)).toBe(false);
  });

  it('should store the acceptance, then a withdrawal as a refusal', () => {
    // Arrange
    const storage = memoryStorage();

    // Act
    setCookieConsent(true, storage);
    const afterAccepting = { consent: hasCookieConsent(storage), stored: storage.values.get('cookiesAccepted') };
    setCookieConsent(false, storage);
    const afterWithdrawing = { consent: hasCookieConsent(storage), stored: storage.values.get('cookiesAccepted') };

    // Assert
    expect(afterAccepting).toEqual({ consent: true, stored: 'true' });
    expect(afterWithdrawing).toEqual({ consent: false, stored: 'false' });
  });

  it('should remember a refusal as a choice that gives no consent', () => {
    // Arrange
    const storage = memoryStorage();

    // Act
    setCookieConsent(false, storage);

    // Assert
    expect(hasCookieChoice(storage)).toBe(true);
    expect(hasCookieConsent(storage)).toBe(false);
    expect(readCookieChoice(storage)).toBe('refused');
  });

  it('should read no choice from an empty, unknown, missing or throwing storage', () => {
    // Arrange
    const throwing: ConsentStorage = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    const storages = [memoryStorage(), memoryStorage({ cookiesAccepted: 'yes' }), undefined, throwing];

    // Act
    const choices = storages.map((storage) => [readCookieChoice(storage), hasCookieChoice(storage)]);

    // Assert
    expect(choices).toEqual([
      [null, false],
      [null, false],
      [null, false],
      [null, false],
    ]);
  });

  it('should read the stored acceptance and refusal as choices', () => {
    // Arrange
    const accepted = memoryStorage({ cookiesAccepted: 'true' });
    const refused = memoryStorage({ cookiesAccepted: 'false' });

    // Act
    const choices = [readCookieChoice(accepted), readCookieChoice(refused)];

    // Assert
    expect(choices).toEqual(['accepted', 'refused']);
  });

  it('should keep no consent and log when the storage refuses the write', () => {
    // Arrange
    const full: ConsentStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    // Act
    setCookieConsent(true, full);

    // Assert
    expect(hasCookieConsent(full)).toBe(false);
    expect(logged).toHaveBeenCalledOnce();
    logged.mockRestore();
  });

  it('should tell subscribers of each answer until they unsubscribe', () => {
    // Arrange
    const storage = memoryStorage();
    const heard: (string | null)[] = [];
    const unsubscribe = subscribeToCookieChoice(() => heard.push(readCookieChoice(storage)));

    // Act
    setCookieConsent(true, storage);
    setCookieConsent(false, storage);
    unsubscribe();
    setCookieConsent(true, storage);

    // Assert
    expect(heard).toEqual(['accepted', 'refused']);
  });
});
