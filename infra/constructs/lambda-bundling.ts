import type { StoryMedium } from '#shared/story-makers-files';

/**
 * One definition of how a Lambda is bundled, shared by the stack (NodejsFunction) and by
 * `bench/size.ts`, so the bundle we measure is the bundle we deploy.
 * The AWS SDK v3 is left out: the Node.js 24 runtime provides it.
 */
export const lambdaEsbuildOptions = {
  bundle: true,
  minify: true,
  platform: 'node',
  target: 'node24',
  format: 'cjs',
  external: ['@aws-sdk/*'],
  write: false,
} as const;

/**
 * A function running story makers (`storyMakers` in the stack): the same bundle, plus what
 * scripts/build/story-makers-assets.ts puts beside it for the embedded makers it uses.
 * - `@resvg/resvg-js-*` stays out: @resvg/resvg-js loads its native binary from `./resvgjs.<platform>.node`
 *   beside itself, i.e. beside the bundle, where the assets step copies the target's binary; esbuild would
 *   otherwise fail on the build machine's platform package (a `.node` file).
 * - `import.meta` is empty in a CommonJS bundle, knowingly: functions/story-makers/runtime-files.ts then
 *   locates the files from `__dirname`; the warning would only be noise at every deploy.
 */
export const storyMakersEsbuildOptions = {
  ...lambdaEsbuildOptions,
  external: [...lambdaEsbuildOptions.external, '@resvg/resvg-js-*'],
  logOverride: { 'empty-import-meta': 'silent' },
} as const;

export type StoryMakersProvider = 'embedded' | 'openai';

/**
 * esbuild's `define` that fixes a story makers function's provider in its bundle: the factories of
 * functions/story-makers/create-story-makers.ts read `process.env.STORY_MAKERS_PROVIDER` inline, so the
 * branch of the other provider folds away with everything it imports (an embedded function then carries no
 * OpenAI client, an OpenAI one no embedded writer, illustrator or narrator).
 */
export function storyMakersDefine(provider: StoryMakersProvider): Record<string, string> {
  return { 'process.env.STORY_MAKERS_PROVIDER': JSON.stringify(provider) };
}

/**
 * The modules that mark each medium's embedded makers in a bundle (their engines and their entry): a
 * function that does not make that medium must not contain any of them (issue 17: the text function carries
 * no resvg and no eSpeak, the image function no eSpeak, the audio function no resvg). Read from esbuild's
 * metafile by `npm run bench:size` and tests/infra/story-makers-bundle.test.ts.
 */
export const STORY_MAKERS_MODULES_OF: Readonly<Record<StoryMedium, readonly string[]>> = {
  text: ['functions/story-makers/writer/embedded-story-writer.ts'],
  image: ['node_modules/@resvg/', 'functions/story-makers/illustrator/embedded-illustrator.ts'],
  audio: ['node_modules/@echogarden/', 'node_modules/wasm-media-encoders/', 'functions/story-makers/narrator/embedded-narrator.ts'],
};

/** The modules that mark OpenAI's makers in a bundle: a function bundled for the embedded makers holds none. */
export const OPENAI_MAKERS_MODULES: readonly string[] = ['functions/story-makers/openai/openai-client.ts', 'node_modules/openai/'];

/**
 * The modules that mark each medium's OpenAI makers: a function bundled for OpenAI holds only its own medium's.
 * The text carries the moderator, whose embedded rules (lexicons, about 157 KiB) check before OpenAI's.
 */
export const OPENAI_MAKERS_MODULES_OF: Readonly<Record<StoryMedium, readonly string[]>> = {
  text: ['functions/story-makers/openai/openai-story-writer.ts', 'functions/story-makers/openai/openai-moderator.ts', 'functions/story-makers/moderator/embedded-moderator.ts'],
  image: ['functions/story-makers/openai/openai-illustrator.ts'],
  audio: ['functions/story-makers/openai/openai-narrator.ts'],
};

/**
 * The modules of a bundle (esbuild metafile's output inputs that kept bytes: a file parsed then dropped by
 * tree shaking does not count) that it should not hold: the makers of a medium the function does not make,
 * and the makers of the provider it was not bundled for.
 */
export function foreignStoryMakersModules(
  plan: { makes: readonly StoryMedium[]; provider?: StoryMakersProvider | undefined },
  outputInputs: Readonly<Record<string, { bytesInOutput: number }>>,
): string[] {
  const media = Object.keys(STORY_MAKERS_MODULES_OF) as StoryMedium[];
  // On OpenAI the text step also narrates the opening while the completion streams (issue 30): its narrator is its own.
  const openAiMedia: readonly StoryMedium[] = plan.makes.includes('text') ? [...plan.makes, 'audio'] : plan.makes;
  const foreign = [
    ...media.filter((medium) => plan.provider === 'openai' || !plan.makes.includes(medium)).flatMap((medium) => STORY_MAKERS_MODULES_OF[medium]),
    ...(plan.provider === 'embedded' ? OPENAI_MAKERS_MODULES : []),
    ...(plan.provider === 'openai' ? media.filter((medium) => !openAiMedia.includes(medium)).flatMap((medium) => OPENAI_MAKERS_MODULES_OF[medium]) : []),
  ];
  return Object.entries(outputInputs)
    .filter(([path, { bytesInOutput }]) => bytesInOutput > 0 && foreign.some((marker) => path.replaceAll('\\', '/').includes(marker)))
    .map(([path]) => path)
    .sort();
}
