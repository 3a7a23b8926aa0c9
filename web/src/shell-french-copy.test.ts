import { describe, expect, it } from 'vitest';
import { inlineFrench } from '@/test/french-copy-scan';

/**
 * The shell's French copy lives in app/messages.ts and components/messages.ts (issue 29, item 3), as the
 * features' does (features/french-copy.test.ts): one place per layer to find and review what a parent reads.
 * lib/ is not scanned yet (its copy: the API client's, the site config's and the auth errors' messages, the
 * account-deleted notice, the public pages' titles and descriptions); it would get its messages file first.
 */
const SOURCES: Record<string, string> = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>(['./app/**/*.ts', './app/**/*.tsx', './components/**/*.ts', './components/**/*.tsx'], {
      query: '?raw',
      import: 'default',
      eager: true,
    }),
  ).map(([path, text]) => [path.slice(2), text]),
);

function isScanned(path: string): boolean {
  return !/(^|\/|-)messages\.ts$/.test(path) && !/\.test\.tsx?$/.test(path);
}

describe('French copy in the shell (app/, components/)', () => {
  it('should find no French copy written inline outside the messages files', () => {
    // Arrange
    const scanned = Object.entries(SOURCES).filter(([path]) => isScanned(path));

    // Act
    const inline = scanned.flatMap(([path, source]) => inlineFrench(path, source).map((hit) => `${path}:${hit}`));

    // Assert
    expect(scanned.length).toBeGreaterThan(30);
    expect(inline).toEqual([]);
  });
});
