import { afterEach, describe, expect, it, vi } from 'vitest';
import { requireEnv } from '#core/config';

const NAME = 'CONTES_MAGIQUES_TEST_TABLE';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('requireEnv', () => {
  it('should return the value of a bound variable', () => {
    // Arrange
    vi.stubEnv(NAME, 'accounts-table');

    // Act
    const value = requireEnv(NAME);

    // Assert
    expect(value).toBe('accounts-table');
  });

  it('should throw an error naming a missing variable', () => {
    // Arrange
    vi.stubEnv(NAME, undefined);

    // Act
    const read = () => requireEnv(NAME);

    // Assert
    expect(read).toThrow(Error);
    expect(read).toThrow(NAME);
  });

  it('should treat an empty value as missing', () => {
    // Arrange
    vi.stubEnv(NAME, '');

    // Act
    const read = () => requireEnv(NAME);

    // Assert
    expect(read).toThrow(`Missing environment variable ${NAME}`);
  });
});
