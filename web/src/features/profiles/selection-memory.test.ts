import { describe, expect, it } from 'vitest';
import { accountSelectionKey, effectiveSelection, readSelection, writeSelection, type SelectionStorage } from './selection-memory';

/** localStorage's behaviour, in memory. */
function memoryStorage(initial: Record<string, string> = {}): SelectionStorage & { entries: Map<string, string> } {
  const entries = new Map(Object.entries(initial));
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  };
}

/** What the sign-out does to the storage (lib/auth/session.tsx): the spec's key goes. */
const signOut = (storage: SelectionStorage) => storage.removeItem('selectedProfileId');

const LEO = { id: 'profile-leo' };
const INES = { id: 'profile-ines' };

describe('the selected child, remembered per account', () => {
  it('should select the last chosen child again after a sign-out and a new sign-in', () => {
    // Arrange
    const storage = memoryStorage();
    writeSelection(storage, 'parent-1', INES.id);
    signOut(storage);

    // Act
    const remembered = readSelection(storage, 'parent-1');

    // Assert
    expect(remembered).toBe(INES.id);
    expect(effectiveSelection([LEO, INES], remembered)).toBe(INES);
  });

  it("should never give a parent another parent's child", () => {
    // Arrange
    const storage = memoryStorage();
    writeSelection(storage, 'parent-1', INES.id);
    signOut(storage);

    // Act
    const remembered = readSelection(storage, 'parent-2');

    // Assert
    expect(remembered).toBeNull();
  });

  it('should write the spec key and the account key, and forget both with null', () => {
    // Arrange
    const storage = memoryStorage();

    // Act
    writeSelection(storage, 'parent-1', LEO.id);
    const written = Object.fromEntries(storage.entries);
    writeSelection(storage, 'parent-1', null);

    // Assert
    expect(written).toEqual({ selectedProfileId: LEO.id, [accountSelectionKey('parent-1')]: LEO.id });
    expect(storage.entries.size).toBe(0);
  });

  it('should read a choice stored under the spec key alone (made before the account key existed)', () => {
    // Arrange
    const storage = memoryStorage({ selectedProfileId: LEO.id });

    // Act
    const remembered = readSelection(storage, 'parent-1');

    // Assert
    expect(remembered).toBe(LEO.id);
  });

  it('should survive a storage that refuses every call', () => {
    // Arrange
    const refusing: SelectionStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };

    // Act
    const read = () => readSelection(refusing, 'parent-1');
    const write = () => writeSelection(refusing, 'parent-1', LEO.id);

    // Assert
    expect(read()).toBeNull();
    expect(write).not.toThrow();
  });
});

describe('effectiveSelection', () => {
  it('should fall back to the first child when nothing is remembered or the remembered child is gone', () => {
    // Arrange
    const profiles = [LEO, INES];

    // Act
    const selections = [effectiveSelection(profiles, null), effectiveSelection(profiles, 'deleted-profile')];

    // Assert
    expect(selections).toEqual([LEO, LEO]);
  });

  it('should select nobody without a child, or while the profiles load', () => {
    // Arrange / Act
    const selections = [effectiveSelection([], LEO.id), effectiveSelection(undefined, LEO.id)];

    // Assert
    expect(selections).toEqual([null, null]);
  });
});
