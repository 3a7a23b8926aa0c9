import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { IGrantable } from 'aws-cdk-lib/aws-iam';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { EmailIdentity, Identity, type IEmailIdentity } from 'aws-cdk-lib/aws-ses';
import { Construct, type IConstruct } from 'constructs';
import { ENV } from '../../shared/environment';
import { PROJECT_ROOT } from '../project-root';
import type { RouteThrottle } from './api';

/**
 * The support e-mails (POST /api/support), configured by CDK context:
 * `npx cdk deploy -c supportEmail=support@your-domain [-c supportSenderEmail=no-reply@your-domain]`.
 * Without context, the operator's `contactEmail` of config/publisher.json (filled before the first deploy),
 * else `support@contes-magiques.local`: the local twin delivers to its mailbox whatever the address.
 */
export interface SupportEmailSettings {
  /** Where the parents' messages go. */
  readonly operatorAddress: string;
  /** The SES identity they are sent from (default: the operator's address). */
  readonly senderAddress: string;
}

/** The address used when neither the context nor config/publisher.json gives one. */
export const DEFAULT_SUPPORT_EMAIL = 'support@contes-magiques.local';

/**
 * POST /api/support sends two e-mails per message: a handful a second is far more than parents write, and a
 * stolen token stays bounded by the per-parent hourly limit too (shared/support.ts).
 */
export const SUPPORT_THROTTLE: RouteThrottle = { rateLimit: 2, burstLimit: 5 };

/** One address, no display name, no list: what SES takes as an e-mail identity. */
const ADDRESS = /^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[^\s@<>(),;:"]+$/;

function checkedAddress(key: string, value: unknown): string {
  const address = typeof value === 'string' ? value.trim() : value;
  if (typeof address !== 'string' || !ADDRESS.test(address)) {
    throw new Error(`${key} must be one e-mail address such as support@example.com (got ${JSON.stringify(value)})`);
  }
  return address;
}

/** config/publisher.json's `contactEmail`, when the file has one that looks like an address. */
function publisherContactEmail(): string | undefined {
  try {
    const publisher = JSON.parse(readFileSync(join(PROJECT_ROOT, 'config', 'publisher.json'), 'utf8')) as { contactEmail?: unknown };
    return typeof publisher.contactEmail === 'string' && ADDRESS.test(publisher.contactEmail.trim()) ? publisher.contactEmail.trim() : undefined;
  } catch {
    return undefined;
  }
}

/** The addresses: context `supportEmail` and `supportSenderEmail`, else the publisher's contact, else the placeholder. */
export function resolveSupportEmailSettings(scope: IConstruct): SupportEmailSettings {
  const context = (key: string): unknown => {
    const value: unknown = scope.node.tryGetContext(key);
    return typeof value === 'string' && value.trim() === '' ? undefined : value;
  };
  const givenOperator = context('supportEmail');
  const operatorAddress = givenOperator === undefined ? (publisherContactEmail() ?? DEFAULT_SUPPORT_EMAIL) : checkedAddress('supportEmail', givenOperator);
  const givenSender = context('supportSenderEmail');
  const senderAddress = givenSender === undefined ? operatorAddress : checkedAddress('supportSenderEmail', givenSender);
  return { operatorAddress, senderAddress };
}

/**
 * The sender's SES e-mail identity (CloudFormation creates it; SES then mails the address a verification
 * link), and the binding of the support function: `ses:SendEmail` on the sender's identity and on the
 * operator's (in the SES sandbox SES also checks the recipient's identity), with the two addresses as
 * environment variables, always together.
 */
export class SupportEmail extends Construct {
  readonly settings: SupportEmailSettings;
  readonly senderIdentity: EmailIdentity;
  private readonly operatorIdentity: IEmailIdentity;

  constructor(scope: Construct, id: string, settings: SupportEmailSettings = resolveSupportEmailSettings(scope)) {
    super(scope, id);
    this.settings = settings;
    this.senderIdentity = new EmailIdentity(this, 'SenderIdentity', { identity: Identity.email(settings.senderAddress) });
    this.operatorIdentity =
      settings.operatorAddress === settings.senderAddress
        ? this.senderIdentity
        : EmailIdentity.fromEmailIdentityName(this, 'OperatorIdentity', settings.operatorAddress);
  }

  bind(fn: LambdaFunction & IGrantable): void {
    this.senderIdentity.grant(fn, 'ses:SendEmail');
    if (this.operatorIdentity !== this.senderIdentity) this.operatorIdentity.grant(fn, 'ses:SendEmail');
    fn.addEnvironment(ENV.supportToEmail, this.settings.operatorAddress);
    fn.addEnvironment(ENV.supportFromEmail, this.settings.senderAddress);
  }
}
