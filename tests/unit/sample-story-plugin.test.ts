import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  assetNames,
  hashedName,
  LANDING_STORY_REQUEST,
  pngSize,
  sampleStoryCacheKey,
  sampleStoryModule,
  sampleStoryModuleCode,
  storyMakersSourceFiles,
  type SampleStoryFiles,
} from '../../web/vite-plugins/sample-story';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The first 24 bytes of a PNG of the given size: signature, IHDR length and type, width, height. */
function pngHeader(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(24);
  const view = new DataView(bytes.buffer);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  view.setUint32(8, 13);
  bytes.set([0x49, 0x48, 0x44, 0x52], 12);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return bytes;
}

function sampleFiles(): SampleStoryFiles {
  return {
    story: { title: 'Léa à la recherche du doudou', content: 'Premier paragraphe.\n\nDeuxième paragraphe.\n \nTroisième.', moral: 'L’amitié.', durationMs: 61_000 },
    image: Buffer.from(pngHeader(1024, 1024)),
    audio: Buffer.from('ID3 pas vraiment un MP3'),
  };
}

describe('sample story plugin', () => {
  it('should show the story without its player when the build could not narrate it', () => {
    // Arrange
    const files: SampleStoryFiles = { ...sampleFiles(), audio: null };

    // Act
    const names = assetNames(files);
    const module = sampleStoryModule(files, { image: '/assets/exemple.png' });

    // Assert
    expect(names.audio).toBeUndefined();
    expect(module.audioUrl).toBe('');
    expect(module.paragraphs).toHaveLength(3);
  });

  it('should read the size of a PNG from its header', () => {
    // Arrange
    const png = pngHeader(1024, 768);

    // Act
    const size = pngSize(png);

    // Assert
    expect(size).toEqual({ width: 1024, height: 768 });
  });

  it('should refuse bytes that are not a PNG', () => {
    // Arrange
    const notPng = new Uint8Array(32);

    // Act
    const read = () => pngSize(notPng);

    // Assert
    expect(read).toThrow(/PNG/);
  });

  it('should name a file after its content, so the same bytes get the same name in both builds', () => {
    // Arrange
    const content = new TextEncoder().encode('narration');

    // Act
    const first = hashedName('exemple-lea', content, 'mp3');
    const again = hashedName('exemple-lea', Uint8Array.from(content), 'mp3');
    const other = hashedName('exemple-lea', new TextEncoder().encode('autre narration'), 'mp3');

    // Assert
    expect(first).toMatch(/^exemple-lea-[\w-]{10}\.mp3$/);
    expect(again).toBe(first);
    expect(other).not.toBe(first);
  });

  it('should export the story as paragraphs, with the picture size and the child', () => {
    // Arrange
    const files = sampleFiles();

    // Act
    const module = sampleStoryModule(files, { image: '/assets/a.png', audio: '/assets/a.mp3' });

    // Assert
    expect(module).toMatchObject({
      title: 'Léa à la recherche du doudou',
      paragraphs: ['Premier paragraphe.', 'Deuxième paragraphe.', 'Troisième.'],
      moral: 'L’amitié.',
      imageUrl: '/assets/a.png',
      imageWidth: 1024,
      imageHeight: 1024,
      audioUrl: '/assets/a.mp3',
      durationMs: 61_000,
      childName: 'Léa',
      childAge: 4,
    });
    expect(module.imageAlt).toContain('Léa et un petit lapin');
  });

  it('should write one named export per field, as JSON literals', () => {
    // Arrange
    const module = sampleStoryModule(sampleFiles(), { image: '/x.png', audio: '/x.mp3' });

    // Act
    const code = sampleStoryModuleCode(module);

    // Assert
    expect(code).toContain('export const title = "Léa à la recherche du doudou";');
    expect(code).toContain('export const paragraphs = ["Premier paragraphe.","Deuxième paragraphe.","Troisième."];');
    expect(code.split('\n')).toHaveLength(Object.keys(module).length);
  });

  it('should give the picture and the narration distinct hashed names', () => {
    // Arrange
    const files = sampleFiles();

    // Act
    const names = assetNames(files);

    // Assert
    expect(names.image).toMatch(/^exemple-lea-.+\.png$/);
    expect(names.audio).toMatch(/^exemple-lea-.+\.mp3$/);
  });

  it('should hash the story makers and what they import from core and shared', () => {
    // Arrange / Act
    const files = storyMakersSourceFiles(REPO_ROOT).map((file) => file.slice(REPO_ROOT.length).split('\\').join('/'));

    // Assert
    expect(files).toEqual(
      expect.arrayContaining([
        'functions/story-makers/embedded-story-makers.ts',
        'functions/story-makers/narrator/espeak-worker.mjs',
        'functions/core/story-makers-port.ts',
        'shared/story-makers-files.ts',
      ]),
    );
    expect(files.every((file) => !file.startsWith('web/') && !file.includes('node_modules'))).toBe(true);
  });

  it('should keep the cache key for the same sources and change it with the request', () => {
    // Arrange
    const otherChild = { ...LANDING_STORY_REQUEST, child: { ...LANDING_STORY_REQUEST.child, age: 5 } };

    // Act
    const key = sampleStoryCacheKey(REPO_ROOT);
    const again = sampleStoryCacheKey(REPO_ROOT);
    const other = sampleStoryCacheKey(REPO_ROOT, otherChild);

    // Assert
    expect(key).toMatch(/^[0-9a-f]{16}$/);
    expect(again).toBe(key);
    expect(other).not.toBe(key);
  });
});
