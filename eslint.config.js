import { readdirSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// ── Web (web/): React's rules and the SPA's import boundaries ───────────────────────────────────────────────
/**
 * web/src is layered, and imports only go down: app/ (router, shell, route guard) composes the features;
 * features/<domain>/ (pages, components, api/, the domain's state and its French copy in messages.ts) use
 * components/ (generic UI) and lib/ (API client, auth, query client, browser helpers); components/ and lib/
 * never import app/ or a feature. Any import outside a file's own folder goes through `@/` (web/src) or
 * `@shared/` (the root shared/ folder), so where it goes is readable from its text. Import cycles are caught
 * by web/src/import-cycles.test.ts.
 *
 * Domains used by several features (credits, profiles) are features too (issue 29, item 3). Decision: a
 * feature's public face is its `index.ts`; another feature imports `@/features/<name>` and nothing behind
 * it (no deep import, so a feature can reorganise its files without touching its users); app/ composes,
 * so it may also name a feature's pages (the router's lazy routes). components/ cannot import a feature at
 * all: where generic UI needs a domain (the side menu's profile list and its credit-checked 'Nouvelle
 * histoire'), app/ hands it down (components/side-menu/session-menu-slot.ts, filled by
 * app/require-session.tsx). tests/unit/web-import-boundaries.test.ts checks that these rules fire.
 */
/** Today's domains and wave 2's, so that a new feature is fenced from its first file, plus any other folder there. */
const PLANNED_WEB_FEATURES = ['auth', 'credits', 'profiles', 'stories', 'account', 'shop', 'public', 'support', 'admin'];
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
  regex: `^@/features/(?!${feature}(/|$))[^/]+/`,
  message: "A feature imports another one through its public index only ('@/features/<name>'), never a file behind it.",
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

// ── Backend (functions/, shared/, infra/): the layers' import boundaries ─────────────────────────────────────
/**
 * functions/core/ is the domain (use cases, ports, rules, errors): it imports no adapter (functions/adapters/),
 * no handler (functions/<name>/), no story maker (functions/story-makers/) and nothing of infra/ (the twin
 * included), and no AWS SDK, Stripe or aws-lambda (issue 29, item 2): a use case sees its ports only.
 * functions/adapters/ implements core's ports with those SDKs (the DynamoDB and S3 repositories, the Stripe
 * gateway, the pipeline's starter, Cognito's user directory, SES, the HTTP adapter and the caller's claims); it
 * imports core, never a handler, a story maker or infra/. The handlers (functions/<name>/) wire adapters
 * into use cases. The story makers implement core's ports and import no handler and nothing of infra/. infra/
 * (the stack and the twin) imports nothing from functions/ and nothing from scripts/ (the build tools sit
 * above it: the stack and the twin run them as commands): what both need (the pipeline's failure taxonomy,
 * the story makers' run-time files, the built site's layout, table and environment names) is data in shared/. shared/ is
 * the contract the web reads too: it imports only zod and itself. Relative imports are resolved against
 * the importing file, so `../profiles/…` is told apart from core's own `profiles/`. Import cycles are
 * caught by tests/unit/import-cycles.test.ts (ESLint sees one file at a time).
 */
const ROOT = dirname(fileURLToPath(import.meta.url));
const HANDLER_FOLDERS = readdirSync(resolve(ROOT, 'functions'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !['core', 'adapters', 'story-makers'].includes(entry.name))
  .map((entry) => `functions/${entry.name}/`);
const BACKEND_LAYERS = [
  {
    layer: 'functions/core/',
    forbidden: ['functions/adapters/', ...HANDLER_FOLDERS, 'functions/story-makers/', 'infra/'],
    message: 'functions/core/ is the domain: it imports no adapter, no handler, no story maker and nothing of infra/ (use a port; the handler wires the adapter).',
  },
  {
    layer: 'functions/adapters/',
    forbidden: [...HANDLER_FOLDERS, 'functions/story-makers/', 'infra/'],
    message: 'functions/adapters/ implements core’s ports: it imports core and shared/, no handler, no story maker and nothing of infra/.',
  },
  { layer: 'functions/story-makers/', forbidden: [...HANDLER_FOLDERS, 'infra/'], message: 'The story makers implement core’s ports: they import no handler and nothing of infra/.' },
  {
    layer: 'infra/',
    forbidden: ['functions/', 'scripts/'],
    message: 'infra/ imports nothing from functions/ or scripts/: put what both sides need as data in shared/ (entry paths and build scripts stay strings, run by their path).',
  },
];
const SHARED_PACKAGES = new Set(['zod', 'zod/mini']);
/** The backend's aliases (package.json `imports`, issue 29 item 6): '#core/errors' is functions/core/errors. */
const BACKEND_ALIASES = Object.entries(JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8')).imports ?? {}).map(([alias, target]) => ({
  prefix: alias.replace(/\*$/, ''),
  folder: target.replace(/^\.\//, '').replace(/\*\.ts$/, ''),
}));
/** The import's target as a path from the repository's root ('functions/core/errors'), or undefined for a package. */
const targetOf = (filename, specifier) => {
  if (specifier.startsWith('.')) return relative(ROOT, resolve(dirname(filename), specifier)).replaceAll('\\', '/');
  const alias = BACKEND_ALIASES.find(({ prefix }) => specifier.startsWith(prefix));
  return alias ? alias.folder + specifier.slice(alias.prefix.length) : undefined;
};
const backendLayers = {
  rules: {
    boundaries: {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const file = relative(ROOT, context.filename).replaceAll('\\', '/');
        const check = (node, source) => {
          if (!source || typeof source.value !== 'string') return;
          const specifier = source.value;
          const target = targetOf(context.filename, specifier);
          if (file.startsWith('shared/')) {
            if (target === undefined ? !SHARED_PACKAGES.has(specifier) : !target.startsWith('shared/')) {
              context.report({ node, message: `shared/ is the contract (the web reads it too): it imports only zod and itself, not '${specifier}'.` });
            }
            return;
          }
          if (target === undefined) return;
          for (const { layer, forbidden, message } of BACKEND_LAYERS) {
            if (file.startsWith(layer) && forbidden.some((folder) => `${target}/`.startsWith(folder))) context.report({ node, message });
          }
        };
        return {
          ImportDeclaration: (node) => check(node, node.source),
          ExportNamedDeclaration: (node) => check(node, node.source),
          ExportAllDeclaration: (node) => check(node, node.source),
          ImportExpression: (node) => check(node, node.source),
        };
      },
    },
  },
};

/**
 * The SDKs only an adapter may hold: the domain names what it needs as a port (issue 29, item 2). Powertools
 * too: its logger, metrics and tracer are adapters (functions/adapters/observability/) of the ports
 * functions/core/logger.ts and functions/core/observability/metrics.ts declare.
 */
const DOMAIN_FORBIDDEN_PACKAGES = {
  patterns: [
    {
      group: ['@aws-sdk/*', 'stripe', 'stripe/*', 'aws-lambda', '@aws-lambda-powertools/*'],
      message:
        'functions/core/ is a pure domain: the AWS SDK, Stripe, aws-lambda and Powertools live in functions/adapters/, behind a port core declares.',
    },
  ],
};

// ── Credits: where a balance changes ─────────────────────────────────────────────────────────────────────
/**
 * Credits are money: every change of a balance is one transaction that writes its `LEDGER#<ulid>` entry, and
 * all of them are built by one module (its ledger item, balance updates, cancellation reading). Outside it, no
 * code names the ledger's key prefix, by its text or by its constant, so a new credit path cannot hand-roll
 * its own entry. (Comments may still mention it.)
 */
const CREDIT_LEDGER_MODULE = 'functions/core/credits/ledger.ts';
const LEDGER_KEY_SELECTORS = ['Literal[value=/LEDGER#/]', 'TemplateElement[value.raw=/LEDGER#/]', 'Identifier[name="LEDGER_SK_PREFIX"]'];
const OUTSIDE_LEDGER_MESSAGE = `Credits change through ${CREDIT_LEDGER_MODULE} only: build the ledger entry, the balance update and read the cancellation there.`;

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
  // ── Backend: see the layers above ──
  {
    files: ['functions/**/*.{ts,mts,mjs}', 'shared/**/*.ts', 'infra/**/*.ts'],
    plugins: { 'backend-layers': backendLayers },
    rules: { 'backend-layers/boundaries': 'error' },
  },
  // ── The domain (functions/core/) holds no SDK: see DOMAIN_FORBIDDEN_PACKAGES ──
  { files: ['functions/core/**/*.{ts,mts,mjs}'], rules: { 'no-restricted-imports': ['error', DOMAIN_FORBIDDEN_PACKAGES] } },
  // ── Credits: one ledger module (functions/core/credits/ledger.ts) builds every ledger entry ──
  {
    files: ['functions/**/*.{ts,mts,mjs}'],
    ignores: [CREDIT_LEDGER_MODULE],
    rules: { 'no-restricted-syntax': ['error', ...LEDGER_KEY_SELECTORS.map((selector) => ({ selector, message: OUTSIDE_LEDGER_MESSAGE }))] },
  },
);
