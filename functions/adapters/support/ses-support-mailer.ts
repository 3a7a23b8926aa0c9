import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import type { SupportMailer } from '#core/support/support-mails';

/** How the product signs its e-mails; the address is the stack's verified SES identity. */
export const SUPPORT_SENDER_NAME = 'Contes Magiques';

/**
 * One SES v2 client per execution environment, with deadlines: two mails, each tried twice at most, fit in
 * the function's 20 s, so a slow SES ends in our French 502, never in API Gateway's English 503. The
 * endpoint comes from the SDK's own `AWS_ENDPOINT_URL_SESV2` when the local twin sets it.
 */
export function createSesClient(): SESv2Client {
  return new SESv2Client({ maxAttempts: 2, requestHandler: { connectionTimeout: 2_000, requestTimeout: 4_000 } });
}

/** The SupportMailer on SES v2 `SendEmail` (simple content: UTF-8 subject, text and HTML parts). */
export function createSesSupportMailer(client: SESv2Client, fromAddress: string): SupportMailer {
  return {
    async send(mail) {
      await client.send(
        new SendEmailCommand({
          FromEmailAddress: `${SUPPORT_SENDER_NAME} <${fromAddress}>`,
          Destination: { ToAddresses: [mail.to] },
          ...(mail.replyTo ? { ReplyToAddresses: [mail.replyTo] } : {}),
          Content: {
            Simple: {
              Subject: { Data: mail.subject, Charset: 'UTF-8' },
              Body: { Text: { Data: mail.text, Charset: 'UTF-8' }, Html: { Data: mail.html, Charset: 'UTF-8' } },
            },
          },
        }),
      );
    },
  };
}