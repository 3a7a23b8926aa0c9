import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LateBoundInvoker } from '../../infra/local/engine/lambda-runtime';
import type { EngineContext } from '../../infra/local/engine/registry';
import { lambdaFunctions } from '../../infra/local/engine/resource-types/lambda-function';
import { startTwinPayments, StripeEnvironmentError, type TwinPaymentsOptions } from '../../infra/local/stripe/twin-payments';
import { TWIN_MESSAGES } from '../../infra/local/twin-messages';
import { ENV } from '#shared/environment';

/**
 * Which Stripe the twin's functions talk to, decided from the environment without starting anything:
 * Stripe's test mode when the developer gives its keys (and only then), never a live key, and no
 * Secrets Manager ARN in any case.
 */

const STRIPE_VARIABLES = [ENV.stripeSecretKey, ENV.stripeWebhookSecret, ENV.stripeApiUrl, ENV.stripeSecretArn, 'ONLY_ON_AWS', 'TABLE'];
let saved: Record<string, string | undefined>;

beforeEach(() => {
  saved = Object.fromEntries(STRIPE_VARIABLES.map((name) => [name, process.env[name]]));
  for (const name of STRIPE_VARIABLES) delete process.env[name];
});

afterEach(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

const OPTIONS: TwinPaymentsOptions = {
  mode: 'auto',
  siteOrigin: 'http://127.0.0.1:3000',
  dataDir: '/nonexistent',
  inMemory: true,
  log: () => {},
  loopbackMessages: TWIN_MESSAGES.loopback,
};

describe('startTwinPayments with Stripe keys in the environment', () => {
  it("should pass the developer's test keys through, start nothing, and remove the Secrets Manager ARN", async () => {
    // Arrange
    process.env[ENV.stripeSecretKey] = 'sk_test_developer';
    process.env[ENV.stripeWebhookSecret] = 'whsec_developer';

    // Act
    const payments = await startTwinPayments(OPTIONS);

    // Assert
    expect(payments.local).toBeUndefined();
    expect(payments.functionEnvironment).toEqual({ [ENV.stripeSecretArn]: undefined });
  });

  it('should refuse a live key', async () => {
    // Arrange
    process.env[ENV.stripeSecretKey] = 'sk_live_developer';
    process.env[ENV.stripeWebhookSecret] = 'whsec_developer';

    // Act
    const started = startTwinPayments(OPTIONS);

    // Assert
    await expect(started).rejects.toThrow(StripeEnvironmentError);
    await expect(started).rejects.toThrow(/clé de production/);
  });

  it('should refuse a test key without its webhook secret, in French', async () => {
    // Arrange
    process.env[ENV.stripeSecretKey] = 'sk_test_developer';

    // Act
    const started = startTwinPayments(OPTIONS);

    // Assert
    await expect(started).rejects.toThrow(/STRIPE_SECRET_KEY est défini sans STRIPE_WEBHOOK_SECRET/);
  });
});

describe('the engine’s function environment overrides', () => {
  it('should add and remove variables for every function, over the template’s own', async () => {
    // Arrange
    process.env.ONLY_ON_AWS = 'left from the shell';
    const context = {
      options: { functionSources: { root: '/nowhere', entryMetadataKey: 'entry' }, functionEnvironment: { [ENV.stripeSecretKey]: 'sk_test_local_x', ONLY_ON_AWS: undefined } },
      resolve: (value: unknown) => value,
      functions: new LateBoundInvoker(),
    } as unknown as EngineContext;
    const fn = { logicalId: 'Fn', entry: 'functions/fn/handler.ts', handlerName: 'handler', environment: { TABLE: 'Accounts', ONLY_ON_AWS: 'arn:aws:secretsmanager:…' } };

    // Act
    const provisioned = await lambdaFunctions.provision(context, [fn]);

    // Assert
    expect(provisioned.environment).toMatchObject({ [ENV.stripeSecretKey]: 'sk_test_local_x', ONLY_ON_AWS: undefined });
    expect('ONLY_ON_AWS' in (provisioned.environment ?? {})).toBe(true);
    expect(process.env.TABLE).toBe('Accounts');
    expect(process.env[ENV.stripeSecretKey]).toBe('sk_test_local_x');
  });
});
