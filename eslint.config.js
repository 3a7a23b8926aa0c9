import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// ── Web (web/): React's rules and the SPA's import boundaries ───────────────────────────────────────────────
/**
 * web/src is layered, and imports only go down: app/ (router, shell, route guard) composes the features;
 * features/<domain>/ (pages, components, api/) use components/ (generic UI) and lib/ (API client, auth, query
 * client, the cross-domain state); components/ and lib/ never import app/ or a feature; a feature never
 * imports app/ or another feature. Any import outside a file's own folder goes through `@/` (web/src) or
 * `@shared/` (the root shared/ folder), so where it goes is readable from its text. Import cycles are caught
 * by web/src/import-cycles.test.ts.
 */
/** Today's domains and wave 2's, so that a new feature is fenced from its first file, plus any other folder there. */
const PLANNED_WEB_FEATURES = ['auth', 'profiles', 'stories', 'account', 'shop', 'public', 'support', 'admin'];
const webFeatureFolders = readdirSync(fileURLToPath(new URL('./web/src/features', import.meta.url)), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const WEB_FEATURES = [...new Set([...PLANNED_WEB_FEATURES, ...webFeatureFolders])];
const NO_CLIMBING = { regex: '^\\.\\./', message: "Import from outside this folder through '@/…' (web/src) or '@shared/…' (shared/), never '../'." };
const NOT_APP_OR_FEATURES = {
  regex: '^@/(app|features)(/|$)',
  message: 'components/ and lib/ sit below app/ and the features: take the data through props (or a context app/ provides), or move the code down.',
};
const NOT_APP = { regex: '^@/app(/|$)', message: 'A feature never imports app/: app/ (router, shell, route guard) composes the features.' };
const notOtherFeature = (feature) => ({
  regex: `^@/features/(?!${feature}(/|$))`,
  message: 'A feature never imports another one: move what both need to components/ or lib/, or compose them in app/.',
});
/** Both rules: `no-restricted-imports` reads `import` and `export … from`, `no-restricted-syntax` the lazy `import()`. */
const webImportRules = (...patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
  'no-restricted-syntax': [
    'error',
    // esquery's regex literal cannot hold a '/', so it is written as \u002F.
    ...patterns.map(({ regex, message }) => ({ selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\u002F')}/]`, message })),
  ],
});

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'cdk.out/**', '.data/**', 'coverage/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': 'off',
    },
  },
  // ── Web (web/): see the boundaries above ──
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  { files: ['web/src/**/*.{ts,tsx}'], rules: webImportRules(NO_CLIMBING) },
  { files: ['web/src/components/**/*.{ts,tsx}', 'web/src/lib/**/*.{ts,tsx}'], rules: webImportRules(NO_CLIMBING, NOT_APP_OR_FEATURES) },
  ...WEB_FEATURES.map((feature) => ({
    files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: webImportRules(NO_CLIMBING, NOT_APP, notOtherFeature(feature)),
  })),
  // ── End of the web's rules ──
);
