import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { AWS_TRANSIENT_ERRORS, failureKind, LAMBDA_THROTTLED_ERROR, RETRYABLE_ERRORS, RETRYABLE_STORY_MAKER_ERRORS, STEP_TIMEOUT_ERRORS, STORY_REFUSED_ERROR } from '#shared/pipeline-failures';

/**
 * Step Functions' Retry and Catch, the error mapper and the logs all read an error's `name`; esbuild
 * minifies the Lambda bundles, which renames classes. So every error class sets its name as a literal.
 * This test bundles the error modules the way the stack does (minified, CommonJS) and reads the names
 * from the minified classes; it is the only one that does (issue 29, item 6), and it lists every error class.
 */
const ERROR_MODULES = {
  errors: '../../functions/core/errors.ts',
  storyMakerErrors: '../../functions/core/story-maker-errors.ts',
  storyPipeline: '../../functions/core/stories/story-pipeline.ts',
  imageRegenerationLease: '../../functions/core/stories/image-regeneration-lease-repository.ts',
  speechSynthesizer: '../../functions/story-makers/narrator/speech-synthesizer.ts',
  paymentErrors: '../../functions/core/payments/payment-errors.ts',
  narrationCombiner: '../../functions/story-makers/narrator/combine-narrations.ts',
  accountErrors: '../../functions/core/accounts/account-errors.ts',
  privacyErrors: '../../functions/core/privacy/privacy-errors.ts',
  supportErrors: '../../functions/core/support/support-errors.ts',
  tokenBucket: '../../functions/core/rate-limits/token-bucket.ts',
  shareErrors: '../../functions/core/shares/share-errors.ts',
  voiceErrors: '../../functions/core/voice/voice-errors.ts',
  storyTurns: '../../functions/story-pipeline/story-turns.ts',
  storyMakersConfiguration: '../../functions/story-makers/create-story-makers.ts',
  pngImage: '../../functions/core/book/png-image.ts',
} as const;

/** Every error class of the backend and the name it must carry, with arguments to build one. */
const EXPECTED: ReadonlyArray<{ module: keyof typeof ERROR_MODULES; className: string; args?: unknown[] }> = [
  { module: 'errors', className: 'UnauthorizedError' },
  { module: 'errors', className: 'ForbiddenError' },
  { module: 'errors', className: 'NotFoundError' },
  { module: 'errors', className: 'ValidationError' },
  { module: 'errors', className: 'ConflictError', args: ['conflit'] },
  { module: 'errors', className: 'PaymentRequiredError', args: ['crédits'] },
  { module: 'errors', className: 'ServiceUnavailableError', args: ['indisponible'] },
  { module: 'storyMakerErrors', className: 'StoryMakerError', args: ['refused'] },
  { module: 'storyMakerErrors', className: 'StoryMakerThrottledError', args: ['throttled'] },
  { module: 'storyMakerErrors', className: 'StoryMakerUnavailableError', args: ['unavailable'] },
  { module: 'storyPipeline', className: 'StoryGoneError', args: ['gone'] },
  { module: 'storyPipeline', className: 'StoryRefusedError', args: ['refused'] },
  { module: 'storyPipeline', className: 'StoryIncompleteError', args: ['incomplete'] },
  { module: 'storyPipeline', className: 'StoryAlreadyFailedError', args: ['failed'] },
  { module: 'imageRegenerationLease', className: 'ImageRegenerationBusyError', args: ['busy'] },
  { module: 'speechSynthesizer', className: 'NarrationTimeoutError', args: ['synthesis', 1000] },
  { module: 'paymentErrors', className: 'PaymentsUnavailableError', args: ['payment'] },
  { module: 'paymentErrors', className: 'CheckoutSessionFailedError', args: ['payment'] },
  { module: 'paymentErrors', className: 'AlreadySubscribedError', args: ['payment'] },
  { module: 'paymentErrors', className: 'NoSubscriptionError', args: ['payment'] },
  { module: 'paymentErrors', className: 'BillingPortalFailedError', args: ['payment'] },
  { module: 'paymentErrors', className: 'BillingPortalNotConfiguredError' },
  { module: 'paymentErrors', className: 'WebhookSignatureError', args: ['payment'] },
  { module: 'paymentErrors', className: 'PaymentWriteContentionError', args: ['payment'] },
  { module: 'paymentErrors', className: 'PaymentProviderError', args: ['payment'] },
  { module: 'narrationCombiner', className: 'NarrationCombinationError', args: ['parts'] },
  { module: 'accountErrors', className: 'AccountDeletedError' },
  { module: 'privacyErrors', className: 'SubscriptionStillActiveError' },
  { module: 'privacyErrors', className: 'ExportTooLargeError' },
  { module: 'supportErrors', className: 'SupportRateLimitError' },
  { module: 'supportErrors', className: 'SupportMessageNotSentError' },
  { module: 'tokenBucket', className: 'ParentRateLimitedError' },
  { module: 'shareErrors', className: 'ShareViewsLimitedError' },
  { module: 'shareErrors', className: 'StoryNotShareableError' },
  { module: 'voiceErrors', className: 'VoiceRecordingTooLargeError' },
  { module: 'voiceErrors', className: 'VoiceRecordingTypeError' },
  { module: 'storyTurns', className: 'TurnContentionError' },
  { module: 'storyMakersConfiguration', className: 'StoryMakersConfigurationError' },
  { module: 'pngImage', className: 'UnsupportedPngError' },
];

/** Error classes that carry their parent's name on purpose (the pipeline reads the parent's), so set none of their own. */
const NAMED_BY_PARENT = new Set(['StoryFrameUnreadError']);

/** Every `export class … extends …Error` of the backend, by its source text (so a new error class cannot be forgotten here). */
function backendErrorClasses(): string[] {
  const root = fileURLToPath(new URL('../../', import.meta.url));
  const files = ['functions', 'shared'].flatMap((folder) =>
    readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts')).map((file) => join(root, folder, file)),
  );
  return files.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/export class (\w+) extends \w*Error\b/g)].map((match) => match[1]!));
}

type ErrorClass = new (...args: unknown[]) => Error;

/** The modules bundled and minified as a Lambda's are, then loaded: their exports, by module key. */
async function loadMinified(): Promise<Record<string, Record<string, ErrorClass>>> {
  const here = fileURLToPath(new URL('.', import.meta.url));
  const entry = Object.entries(ERROR_MODULES)
    .map(([key, path]) => `export * as ${key} from ${JSON.stringify(fileURLToPath(new URL(path, import.meta.url)))};`)
    .join('\n');
  const result = await build({
    stdin: { contents: entry, resolveDir: here, loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'cjs',
    platform: 'node',
    target: 'node24',
    // The story makers' native and heavy packages stay outside: only the classes' names are read.
    external: ['@aws-sdk/*', '@resvg/*', '@echogarden/*', 'wasm-media-encoders', 'openai'],
    write: false,
    logLevel: 'silent',
  });
  const module = { exports: {} as Record<string, Record<string, ErrorClass>> };
  new Function('module', 'exports', 'require', result.outputFiles[0]!.text)(module, module.exports, createRequire(import.meta.url));
  return module.exports;
}

describe('error names', () => {
  it('should list every error class of the backend, so that each is checked after minification', () => {
    // Arrange
    const listed = new Set([...EXPECTED.map(({ className }) => className), ...NAMED_BY_PARENT]);

    // Act
    const unlisted = backendErrorClasses().filter((className) => !listed.has(className));

    // Assert
    expect(unlisted).toEqual([]);
  });

  it('should keep every error class name after minification, as Step Functions and the logs read it', async () => {
    // Arrange
    const modules = await loadMinified();

    // Act
    const names = EXPECTED.map(({ module, className, args = [] }) => new modules[module]![className]!(...args).name);

    // Assert
    expect(names).toEqual(EXPECTED.map(({ className }) => className));
  });

  it('should retry exactly the story makers’ transient errors and the AWS ones, never a refused story', () => {
    // Arrange
    const retried = new Set<string>(RETRYABLE_ERRORS);

    // Act
    const refusedRetried = retried.has(STORY_REFUSED_ERROR);

    // Assert
    expect(refusedRetried).toBe(false);
    expect([...retried].sort()).toEqual([...RETRYABLE_STORY_MAKER_ERRORS, ...AWS_TRANSIENT_ERRORS].sort());
  });

  it.each([
    ['StoryMakerThrottledError', 'unavailable'],
    ['StoryMakerUnavailableError', 'unavailable'],
    [LAMBDA_THROTTLED_ERROR, 'unavailable'],
    [STEP_TIMEOUT_ERRORS[0], 'unavailable'],
    ['ThrottlingException', 'unavailable'],
    ['StoryRefusedError', 'refused'],
    ['StoryMakerError', 'other'],
    ['StoryIncompleteError', 'other'],
    ['TypeError', 'other'],
    [undefined, 'other'],
  ] as const)('should tell a parent about %s as a failure of kind %s', (errorName, kind) => {
    // Arrange: the name Step Functions caught

    // Act
    const result = failureKind(errorName);

    // Assert
    expect(result).toBe(kind);
  });
});
