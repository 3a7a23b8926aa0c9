/**
 * One definition of how a Lambda is bundled, shared by the stack (NodejsFunction) and by
 * `bench/size.ts`, so the bundle we measure is the bundle we deploy.
 * The AWS SDK v3 is left out: the Node.js 22 runtime provides it.
 */
export const lambdaEsbuildOptions = {
  bundle: true,
  minify: true,
  platform: 'node',
  target: 'node22',
  format: 'cjs',
  external: ['@aws-sdk/*'],
  write: false,
} as const;

/**
 * A function running the embedded story makers (`storyMakers: true`): the same bundle, plus what
 * infra/constructs/story-makers-assets.ts puts beside it.
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
