/**
 * The story makers' run-time files (worker scripts, eSpeak NG's data, the font): their names are read both by
 * the code that loads them (functions/story-makers) and by the bundling step that ships them beside a
 * Lambda's bundle (scripts/build/story-makers-assets.ts), so neither side imports the other.
 */

/** The folder, beside a bundle's index.js, holding the story makers' run-time files. */
export const STORY_MAKERS_DIR = 'story-makers';

/** The file names inside {@link STORY_MAKERS_DIR}: shared by the code that loads them and the step that ships them. */
export const STORY_MAKERS_FILES = {
  /** espeak-worker.mjs bundled with @echogarden/espeak-ng-emscripten (self-contained). */
  espeakWorker: 'espeak-worker.mjs',
  /** eSpeak NG's data package: espeak-ng.js looks for it beside itself, i.e. beside the bundled worker. */
  espeakData: 'espeak-ng.data',
  font: 'Nunito_800ExtraBold.ttf',
} as const;

/** The font package's TTF the illustrator renders with (copied into a bundle as {@link STORY_MAKERS_FILES}.font). */
export const FONT_MODULE = '@expo-google-fonts/nunito/800ExtraBold/Nunito_800ExtraBold.ttf';

/** What a story makers function makes: the text (writer and moderator), the pictures, or the narration. */
export const STORY_MEDIA = ['text', 'image', 'audio'] as const;
export type StoryMedium = (typeof STORY_MEDIA)[number];

/**
 * The files of {@link STORY_MAKERS_FILES} each medium loads at run time, so that a function ships only its
 * own: the writer and the moderator load none; the illustrator the font (and resvg's native binary, named
 * by CPU in scripts/build/story-makers-assets.ts); the narrator the eSpeak NG worker (which also encodes the
 * MP3, LAME in WebAssembly inside) and its data.
 */
export const STORY_MAKERS_FILES_OF: Readonly<Record<StoryMedium, readonly (keyof typeof STORY_MAKERS_FILES)[]>> = {
  text: [],
  image: ['font'],
  audio: ['espeakWorker', 'espeakData'],
};
