import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { errorToResponse } from '../../functions/adapters/http/http';
import {
  AlreadySubscribedError,
  BillingPortalFailedError,
  BillingPortalNotConfiguredError,
  CheckoutSessionFailedError,
  NoSubscriptionError,
  PaymentsUnavailableError,
  WebhookSignatureError,
} from '../../functions/core/payments/payment-errors';
import { PAYMENT_MESSAGES } from '../../shared/packs';

type ErrorClass = new (...args: unknown[]) => Error;

/** The payment errors with an argument to build each, and the name logs and tests read. */
const EXPECTED: ReadonlyArray<{ className: string; args?: unknown[] }> = [
  { className: 'PaymentsUnavailableError' },
  { className: 'CheckoutSessionFailedError' },
  { className: 'AlreadySubscribedError' },
  { className: 'NoSubscriptionError' },
  { className: 'BillingPortalFailedError' },
  { className: 'BillingPortalNotConfiguredError' },
  { className: 'WebhookSignatureError', args: ['invalid'] },
  { className: 'PaymentWriteContentionError', args: ['lost'] },
  { className: 'PaymentProviderError', args: ['down'] },
];

describe('payment errors', () => {
  it('should keep every class name after minification, as the Lambda bundles are minified', async () => {
    // Arrange
    const result = await build({
      entryPoints: [fileURLToPath(new URL('../../functions/core/payments/payment-errors.ts', import.meta.url))],
      bundle: true,
      minify: true,
      format: 'cjs',
      platform: 'node',
      target: 'node24',
      write: false,
      logLevel: 'silent',
    });
    const module = { exports: {} as Record<string, ErrorClass> };
    new Function('module', 'exports', 'require', result.outputFiles[0]!.text)(module, module.exports, createRequire(import.meta.url));

    // Act
    const names = EXPECTED.map(({ className, args = [] }) => new module.exports[className]!(...args).name);

    // Assert
    expect(names).toEqual(EXPECTED.map(({ className }) => className));
  });

  it('should answer each parent-facing error with its status and its French message', () => {
    // Arrange
    const errors = [new PaymentsUnavailableError(), new CheckoutSessionFailedError(), new AlreadySubscribedError(), new NoSubscriptionError(), new BillingPortalFailedError(), new BillingPortalNotConfiguredError(), new WebhookSignatureError('stale')];

    // Act
    const responses = errors.map((error) => errorToResponse(error));

    // Assert
    expect(responses.map((response) => [response.statusCode, (JSON.parse(String(response.body)) as { message: string }).message])).toEqual([
      [503, 'Le paiement est momentanément indisponible.'],
      [502, PAYMENT_MESSAGES.sessionFailed],
      [409, PAYMENT_MESSAGES.alreadySubscribed],
      [404, PAYMENT_MESSAGES.noSubscription],
      [502, PAYMENT_MESSAGES.portalFailed],
      [503, "La gestion de l'abonnement n'est pas encore configurée. Contactez-nous."],
      [400, 'La signature Stripe est trop ancienne.'],
    ]);
  });
});
