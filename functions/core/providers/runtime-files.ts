import { join } from 'node:path';

/**
 * Where the story makers find the files they load at run time (worker scripts, eSpeak NG's data, the font,
 * resvg's native binary).
 * - From source (tsx, vitest, the local twin: ES modules) each module finds its file beside itself or in
 *   node_modules, through its own `import.meta.url`.
 * - In a Lambda's CommonJS bundle `import.meta.url` is empty: the files are in `story-makers/` beside the
 *   bundle (`__dirname`), put there by the bundling step of infra/constructs/story-makers-assets.ts.
 */

/** The folder, beside a bundle's index.js, holding the story makers' run-time files. */
export const STORY_MAKERS_DIR = 'story-makers';

/** The file names inside {@link STORY_MAKERS_DIR}: shared by the code that loads them and the step that ships them. */
export const STORY_MAKERS_FILES = {
  /** espeak-worker.mjs bundled with @echogarden/espeak-ng-emscripten (self-contained). */
  espeakWorker: 'espeak-worker.mjs',
  /** eSpeak NG's data package: espeak-ng.js looks for it beside itself, i.e. beside the bundled worker. */
  espeakData: 'espeak-ng.data',
  /** mp3-worker.mjs bundled with @breezystack/lamejs (self-contained). */
  mp3Worker: 'mp3-worker.mjs',
  font: 'Nunito_800ExtraBold.ttf',
} as const;

/** The font package's TTF the illustrator renders with (copied into a bundle as {@link STORY_MAKERS_FILES}.font). */
export const FONT_MODULE = '@expo-google-fonts/nunito/800ExtraBold/Nunito_800ExtraBold.ttf';

/**
 * The bundle's story-makers folder when this code runs from a CommonJS bundle (given the calling module's
 * `import.meta.url`, which esbuild empties in such a bundle); undefined when it runs from source.
 */
export function bundledStoryMakersDir(moduleUrl: string | undefined): string | undefined {
  if (moduleUrl) {
    return undefined;
  }
  if (typeof __dirname !== 'string') {
    throw new Error('Story makers: neither import.meta.url nor __dirname is known, cannot locate the run-time files');
  }
  return join(__dirname, STORY_MAKERS_DIR);
}
