import type { IGrantable } from 'aws-cdk-lib/aws-iam';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { Secret, type ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct, type IConstruct } from 'constructs';
import { ENV } from '../../shared/environment';
import { DEFAULT_SUBSCRIPTION_PRICE_CENTS } from '../../shared/packs';
import type { Api } from './api';

/**
 * Payments, configured by CDK context:
 * `npx cdk deploy -c stripeSecretName=contes/stripe [-c subscriptionPriceCents=1299]`.
 * The secret (JSON `{ "secretKey": "sk_…", "webhookSecret": "whsec_…" }`) lives in Secrets Manager; only
 * its name is given here. Without it the functions have no key and answer 503 'Le paiement est
 * momentanément indisponible.'; the rest of the product works.
 */
export interface PaymentsSettings {
  readonly stripeSecretName?: string;
  /** The monthly subscription's price in euro cents (default 1299, i.e. 12,99 €). */
  readonly subscriptionPriceCents?: number;
}

/** Between 0,50 € (Stripe's minimum charge in euros) and 999,99 €: anything else is a typo. */
export const SUBSCRIPTION_PRICE_LIMITS = { min: 50, max: 99_999 } as const;

/**
 * The settings: the stack's props first (tests), else the context; the price is checked either way, so
 * a wrong one stops the synthesis with a message instead of billing it.
 */
export function resolvePaymentsSettings(scope: IConstruct, props: PaymentsSettings = {}): { stripeSecretName?: string; subscriptionPriceCents: number } {
  const contextName: unknown = scope.node.tryGetContext('stripeSecretName');
  const secretName = props.stripeSecretName ?? (typeof contextName === 'string' && contextName.trim() ? contextName.trim() : undefined);
  const price: unknown = props.subscriptionPriceCents ?? scope.node.tryGetContext('subscriptionPriceCents');
  return {
    ...(secretName ? { stripeSecretName: secretName } : {}),
    subscriptionPriceCents: price === undefined ? DEFAULT_SUBSCRIPTION_PRICE_CENTS : checkedSubscriptionPrice(price),
  };
}

export function checkedSubscriptionPrice(value: unknown): number {
  // Context given on the command line arrives as a string.
  const cents = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value.trim()) : value;
  if (typeof cents !== 'number' || !Number.isInteger(cents) || cents < SUBSCRIPTION_PRICE_LIMITS.min || cents > SUBSCRIPTION_PRICE_LIMITS.max) {
    throw new Error(
      `subscriptionPriceCents must be a whole number of euro cents between ${String(SUBSCRIPTION_PRICE_LIMITS.min)} and ${String(SUBSCRIPTION_PRICE_LIMITS.max)} (got ${JSON.stringify(value)})`,
    );
  }
  return cents;
}

export interface PaymentsProps {
  readonly stripeSecretName?: string;
  /** Checked by {@link resolvePaymentsSettings}. */
  readonly subscriptionPriceCents: number;
  readonly api: Api;
  /** The site's domain (the CloudFront distribution's): where Stripe sends the parent back. */
  readonly siteDomain: string;
}

/**
 * The checkout function (`POST /api/checkout`, `POST /api/billing-portal`, JWT) and the Stripe webhook
 * (`POST /api/webhooks/stripe`, no authorizer: Stripe's signature is checked instead), with the Stripe
 * secret and the subscription price.
 */
export class Payments extends Construct {
  readonly secret: ISecret | undefined;
  readonly subscriptionPriceCents: number;
  readonly checkout: NodejsFunction;
  readonly webhook: NodejsFunction;

  constructor(scope: Construct, id: string, props: PaymentsProps) {
    super(scope, id);
    this.subscriptionPriceCents = props.subscriptionPriceCents;
    this.secret = props.stripeSecretName ? Secret.fromSecretNameV2(this, 'StripeSecret', props.stripeSecretName) : undefined;

    this.checkout = props.api.addFunction({
      name: 'checkout',
      routes: [{ route: 'POST /api/checkout' }, { route: 'POST /api/billing-portal' }],
      // Reads the account (an active subscription, the Stripe customer); creates it on a first visit.
      tables: { accounts: 'readWrite' },
    });
    this.webhook = props.api.addFunction({
      name: 'stripe-webhook',
      routes: [{ route: 'POST /api/webhooks/stripe', auth: 'none' }],
      // Credits packs and periods, records the subscription: markers, account and ledger in one transaction.
      tables: { accounts: 'readWrite' },
    });
    for (const fn of [this.checkout, this.webhook]) {
      fn.addEnvironment(ENV.siteDomain, props.siteDomain);
      this.bind(fn);
    }
  }

  /**
   * Gives a function Stripe: read access to the secret and its ARN, and the subscription's price. The
   * reconciliation function binds itself through this for `POST /api/sync/subscription`.
   */
  bind(fn: LambdaFunction & IGrantable): void {
    fn.addEnvironment(ENV.subscriptionPriceCents, String(this.subscriptionPriceCents));
    if (!this.secret) return;
    this.secret.grantRead(fn);
    fn.addEnvironment(ENV.stripeSecretArn, this.secret.secretArn);
  }
}
