import type { IGrantable } from 'aws-cdk-lib/aws-iam';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { EmailIdentity, Identity, type IEmailIdentity } from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';
import { ENV } from '#shared/environment';
import type { RouteThrottle } from './api';

/**
 * The support e-mails (POST /api/support), configured by CDK context (read by infra/deploy-config.ts):
 * `npx cdk deploy -c supportEmail=support@your-domain [-c supportSenderEmail=no-reply@your-domain]`.
 * Without context, the operator's `contactEmail` of config/publisher.json (filled before the first deploy;
 * the local twin delivers its placeholder to its mailbox).
 */
export interface SupportEmailSettings {
  /** Where the parents' messages go. */
  readonly operatorAddress: string;
  /** The SES identity they are sent from (default: the operator's address). */
  readonly senderAddress: string;
}

/**
 * POST /api/support sends two e-mails per message: a handful a second is far more than parents write, and a
 * stolen token stays bounded by the per-parent hourly limit too (shared/support.ts).
 */
export const SUPPORT_THROTTLE: RouteThrottle = { rateLimit: 2, burstLimit: 5 };

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

  constructor(scope: Construct, id: string, settings: SupportEmailSettings) {
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
