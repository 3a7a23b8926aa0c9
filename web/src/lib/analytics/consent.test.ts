import { describe, expect, it } from 'vitest';
import { hasCookieConsent, setCookieConsent, type ConsentStorage } from './consent';

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

  it('should store the acceptance and remove it when withdrawn', () => {
    // Arrange
    const storage = memoryStorage();

    // Act
    setCookieConsent(true, storage);
    const afterAccepting = hasCookieConsent(storage);
    setCookieConsent(false, storage);

    // Assert
    expect(afterAccepting).toBe(true);
    expect(storage.values.has('cookiesAccepted')).toBe(false);
  });
});
