import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** The web's three import aliases, as web/vite.config.ts and web/tsconfig.json define them, for its unit tests. */
const webAliases = [
  { find: /^@\//, replacement: fileURLToPath(new URL('./web/src/', import.meta.url)) },
  { find: /^@shared\//, replacement: fileURLToPath(new URL('./shared/', import.meta.url)) },
  { find: /^@config\//, replacement: fileURLToPath(new URL('./config/', import.meta.url)) },
];

/** The landing's sample story is made at build time by web/vite-plugins/sample-story.ts: a fixed stand-in in tests. */
const sampleStoryAlias = { find: /^virtual:sample-story$/, replacement: fileURLToPath(new URL('./tests/fixtures/sample-story.ts', import.meta.url)) };

/**
 * Four kinds of tests, run by `npm test` in this order:
 * - unit: pure logic, no network (functions/core, shared, web/src's `.test.ts`, bench);
 * - web: the web's components rendered in happy-dom (a third less CPU than jsdom) with Testing Library (web/src's `.test.tsx`), the network stubbed;
 * - infra: assertions on the synthesized template, cdk-nag and ASL validation;
 * - integration: the handlers against the local twin's emulators (one twin for the whole run).
 */
export default defineConfig({
  test: {
    reporters: ['default'],
    env: { AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1', POWERTOOLS_LOG_LEVEL: 'WARN' },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'web/src/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/unit/support/no-cloudfront.ts'],
        },
        resolve: { alias: [...webAliases, sampleStoryAlias] },
      },
      {
        test: {
          name: 'web',
          include: ['web/src/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['web/src/test-setup.ts'],
        },
        resolve: { alias: [...webAliases, sampleStoryAlias] },
      },
      {
        test: {
          name: 'infra',
          include: ['tests/infra/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/integration/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
