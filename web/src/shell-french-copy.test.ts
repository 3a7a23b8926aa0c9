import { describe, expect, it } from 'vitest';
import { inlineFrench } from '@/test/french-copy-scan';

/**
 * The app shell's French copy (app/) lives in app/messages.ts (issue 29, item 3), as the features' does
 * (features/french-copy.test.ts): one place per layer to find and review what a parent reads. components/ and
 * lib/ are not scanned yet (their copy: the side menu's entries, the toaster's labels, the API client's and the
 * auth errors' messages, the public pages' descriptions); each would get its messages file first.
 */
const SOURCES: Record<string, string> = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>(['./app/**/*.ts', './app/**/*.tsx'], {
      query: '?raw',
      import: 'default',
      eager: true,
    }),
  ).map(([path, text]) => [path.slice(2), text]),
);

function isScanned(path: string): boolean {
  return !/(^|\/|-)messages\.ts$/.test(path) && !/\.test\.tsx?$/.test(path);
}

describe('French copy in the app shell (app/)', () => {
  it('should find no French copy written inline outside the messages files', () => {
    // Arrange
    const scanned = Object.entries(SOURCES).filter(([path]) => isScanned(path));

    // Act
    const inline = scanned.flatMap(([path, source]) => inlineFrench(path, source).map((hit) => `${path}:${hit}`));

    // Assert
    expect(scanned.length).toBeGreaterThan(8);
    expect(inline).toEqual([]);
  });
});
