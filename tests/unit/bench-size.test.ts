import { describe, expect, it } from 'vitest';
import {
  checkBudget,
  checkTimeBudget,
  collectStaticImports,
  findChunkKeyBySource,
  findForbiddenModules,
  findHtmlEntryKey,
  formatTable,
  formatTimeTable,
  gzipSize,
  jsFilesOf,
  median,
  toAttributeValue,
  totalGzipSize,
  type Manifest,
} from '../../bench/size-lib';

/**
 * A tiny manifest of the shape Vite writes: the entry imports a vendor chunk statically and two routes
 * dynamically; the app shell imports the entry, a shared chunk and a vendor chunk of its own.
 */
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_react.js'],
    dynamicImports: ['src/app/app-shell.tsx', 'src/features/not-found/not-found-page.tsx'],
    css: ['assets/index.css'],
  },
  '_react.js': { file: 'assets/react.js', name: 'react' },
  '_button.js': { file: 'assets/button.js', name: 'button', imports: ['index.html'] },
  '_amplify.js': { file: 'assets/amplify.js', name: 'amplify', imports: ['_react.js'] },
  'src/app/app-shell.tsx': {
    file: 'assets/app-shell.js',
    src: 'src/app/app-shell.tsx',
    isDynamicEntry: true,
    imports: ['index.html', '_button.js', '_amplify.js'],
    dynamicImports: ['src/features/later/later-page.tsx'],
  },
  'src/features/not-found/not-found-page.tsx': {
    file: 'assets/not-found-page.js',
    src: 'src/features/not-found/not-found-page.tsx',
    isDynamicEntry: true,
    imports: ['_button.js', 'index.html'],
  },
  'src/features/later/later-page.tsx': {
    file: 'assets/later-page.js',
    src: 'src/features/later/later-page.tsx',
    isDynamicEntry: true,
    imports: ['index.html'],
  },
};

describe('bench size manifest walk', () => {
  it('should find the html entry and a chunk by its source file', () => {
    // Arrange: the manifest above.
    // Act
    const entry = findHtmlEntryKey(manifest);
    const shell = findChunkKeyBySource(manifest, 'src/app/app-shell.tsx');

    // Assert
    expect(entry).toBe('index.html');
    expect(shell).toBe('src/app/app-shell.tsx');
  });

  it('should fail clearly when the app shell is missing from the manifest', () => {
    // Arrange
    const withoutShell: Manifest = { 'index.html': { file: 'assets/index.js', isEntry: true } };

    // Act
    const find = () => findChunkKeyBySource(withoutShell, 'src/app/app-shell.tsx');

    // Assert
    expect(find).toThrow(/src\/app\/app-shell\.tsx/);
  });

  it('should follow static imports transitively and never dynamic imports', () => {
    // Arrange
    const roots = ['index.html'];

    // Act
    const keys = collectStaticImports(manifest, roots);

    // Assert
    expect(keys).toEqual(['index.html', '_react.js']);
  });

  it('should count every chunk once when the app shell shares chunks with the entry', () => {
    // Arrange
    const roots = ['index.html', 'src/app/app-shell.tsx'];

    // Act
    const files = jsFilesOf(manifest, collectStaticImports(manifest, roots));

    // Assert
    expect(files).toHaveLength(new Set(files).size);
    expect([...files].sort()).toEqual(['assets/amplify.js', 'assets/app-shell.js', 'assets/button.js', 'assets/index.js', 'assets/react.js']);
    expect(files).not.toContain('assets/later-page.js');
    expect(files).not.toContain('assets/not-found-page.js');
  });

  it('should reject a manifest that imports a chunk it does not contain', () => {
    // Arrange
    const broken: Manifest = { 'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_gone.js'] } };

    // Act
    const walk = () => collectStaticImports(broken, ['index.html']);

    // Assert
    expect(walk).toThrow(/_gone\.js/);
  });

  it('should sum the gzipped sizes of the files it is given', () => {
    // Arrange
    const contents: Record<string, string> = { 'a.js': 'a'.repeat(1000), 'b.js': 'console.log("b")' };

    // Act
    const total = totalGzipSize(['a.js', 'b.js'], (file) => contents[file] ?? '');

    // Assert
    expect(total).toBe(gzipSize(contents['a.js'] ?? '') + gzipSize(contents['b.js'] ?? ''));
    expect(total).toBeLessThan(1000);
  });

  it('should report Amplify or React Query modules found in the public chunks only', () => {
    // Arrange
    const publicKeys = collectStaticImports(manifest, ['index.html']);
    const moduleIdsByFile = new Map<string, string[]>([
      ['assets/index.js', ['/repo/web/src/main.tsx']],
      ['assets/react.js', ['/repo/node_modules/react-dom/index.js']],
      ['assets/amplify.js', ['/repo/node_modules/@aws-amplify/core/dist/index.mjs', '/repo/node_modules/@tanstack/query-core/build/index.js']],
    ]);
    const leaking = new Map(moduleIdsByFile).set('assets/react.js', ['/repo/node_modules/aws-amplify/dist/index.mjs']);

    // Act
    const clean = findForbiddenModules(manifest, publicKeys, moduleIdsByFile);
    const found = findForbiddenModules(manifest, publicKeys, leaking);

    // Assert
    expect(clean).toEqual([]);
    expect(found).toEqual(['/repo/node_modules/aws-amplify/dist/index.mjs']);
  });

  it('should mark a size over its budget and print it in the table', () => {
    // Arrange
    const rows = [checkBudget('public', 1000, 2048), checkBudget('lambda', 5000, 4096)];

    // Act
    const table = formatTable(rows);

    // Assert
    expect(rows.map((row) => row.ok)).toEqual([true, false]);
    expect(table).toMatch(/public .* ok/);
    expect(table).toMatch(/lambda .* OVER/);
  });

  it('should hold the median of the cold-start runs to its budget and print the runs', () => {
    // Arrange
    const runs = [900, 5000, 800, 850, 870];

    // Act
    const rows = [checkTimeBudget('text', runs, 1000), checkTimeBudget('audio', [3000, 3100], 2000)];
    const table = formatTimeTable(rows);

    // Assert: one slow run does not move a median of five.
    expect(median(runs)).toBe(870);
    expect(median([3000, 3100])).toBe(3050);
    expect(rows.map((row) => row.ok)).toEqual([true, false]);
    expect(table).toMatch(/text +870 ms +1000 ms +900 5000 800 850 870 +ok/);
    expect(table).toMatch(/audio .* OVER/);
  });

  it('should write a story as DynamoDB answers it, for the cold-start stub', () => {
    // Act
    const item = toAttributeValue({ storyId: 's1', narrationRequested: true, words: 350, scenes: [{ moment: 'opening' }], gone: undefined, none: null });

    // Assert
    expect(item).toEqual({
      M: {
        storyId: { S: 's1' },
        narrationRequested: { BOOL: true },
        words: { N: '350' },
        scenes: { L: [{ M: { moment: { S: 'opening' } } }] },
        none: { NULL: true },
      },
    });
  });
});
