import type { ProvisionedResourceType } from '../registry';
import { startSes, type LocalSes } from '../ses';
import { resourcesOfType, type CloudFormationTemplate } from '../template';

export const SES_EMAIL_IDENTITY = 'AWS::SES::EmailIdentity';

/** An identity as the template declares it: an address (`support@example.com`) or a domain (`example.com`). */
export interface EmailIdentityDefinition {
  logicalId: string;
  /** `EmailIdentity`, which may be a token of the template. */
  identity: unknown;
}

export function emailIdentitiesOf(template: CloudFormationTemplate): EmailIdentityDefinition[] {
  return resourcesOfType(template, SES_EMAIL_IDENTITY).map(([logicalId, { Properties = {} }]) => ({ logicalId, identity: Properties.EmailIdentity }));
}

/**
 * SES: the template's identities count as verified at once (no verification mail on this machine), and
 * the functions' SES v2 client reaches the local SendEmail through `AWS_ENDPOINT_URL_SESV2`. What it
 * sends lands in the engine's mail sink.
 */
export const sesEmailIdentities: ProvisionedResourceType<EmailIdentityDefinition, LocalSes> = {
  stage: 'emulators',
  extract: emailIdentitiesOf,
  async provision(context, definitions) {
    const identities = definitions.map(({ identity }) => String(context.resolve(identity)));
    const ses = await startSes({ identities, mailbox: context.options.mailbox, loopbackMessages: context.messages.loopback });
    context.onStop(ses.stop);
    return { handle: ses, endpoint: ses.endpoint, environment: { AWS_ENDPOINT_URL_SESV2: ses.endpoint } };
  },
  resolve({ logicalId, attribute }, context) {
    // Ref is the identity itself, as in CloudFormation; the DKIM attributes mean nothing locally.
    if (attribute !== undefined) return `local-${logicalId}-${attribute}`;
    const identity = context.template.Resources[logicalId]?.Properties?.EmailIdentity;
    return String(context.resolve(identity));
  },
};
