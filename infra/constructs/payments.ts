import type { IGrantable } from 'aws-cdk-lib/aws-iam';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { Secret, type ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { ENV } from '#shared/environment';
import type { Api } from './api';

/**
 * Payments, configured by CDK context (read and checked by infra/deploy-config.ts):
 * `npx cdk deploy -c stripeSecretName=contes/stripe [-c subscriptionPriceCents=1299]`.
 * The secret (JSON `{ "secretKey": "sk_…", "webhookSecret": "whsec_…" }`) lives in Secrets Manager; only
 * its name is given here. Without it the functions have no key and answer 503 'Le paiement est
 * momentanément indisponible.'; the rest of the product works.
 */
export interface PaymentsProps {
  readonly stripeSecretName?: string;
  /** The monthly subscription's price in euro cents, checked by infra/deploy-config.ts. */
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
