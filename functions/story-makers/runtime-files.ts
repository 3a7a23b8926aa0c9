import { join } from 'node:path';
import { STORY_MAKERS_DIR } from '#shared/story-makers-files';

/**
 * Where the story makers find the files they load at run time (worker scripts, eSpeak NG's data, the font,
 * resvg's native binary).
 * - From source (tsx, vitest, the local twin: ES modules) each module finds its file beside itself or in
 *   node_modules, through its own `import.meta.url`.
 * - In a Lambda's CommonJS bundle `import.meta.url` is empty: the files are in `story-makers/` beside the
 *   bundle (`__dirname`), put there by the bundling step of scripts/build/story-makers-assets.ts.
 * The folder's name and the file names are data in shared/story-makers-files.ts, read by both sides.
 */

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
