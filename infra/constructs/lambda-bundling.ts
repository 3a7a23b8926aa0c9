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
