import { MessageRejected, SendEmailCommand, SESv2Client, type SendEmailCommandInput } from '@aws-sdk/client-sesv2';
import { describe, expect, it } from 'vitest';
import type { OutgoingMail } from '../../infra/local/engine/mail-sink';
import { LocalSesApi, SEND_EMAIL_PATH } from '../../infra/local/engine/ses';
import { emailIdentitiesOf } from '../../infra/local/engine/resource-types/ses-email-identity';

/**
 * The local SES against the real `@aws-sdk/client-sesv2`, without a socket (unit tests open none): the
 * client's request handler hands each signed request to LocalSesApi.handle, so the path, JSON body and
 * error mapping are exactly the SDK's. The same emulator on its loopback port is tested in
 * tests/integration/local-ses-server.test.ts.
 */

interface SeenRequest {
  method: string;
  path: string;
  body: string;
}

function harness(identities: readonly string[]) {
  const delivered: OutgoingMail[] = [];
  const seen: SeenRequest[] = [];
  const api = new LocalSesApi(identities, { deliver: (mail) => delivered.push(mail) });
  const client = new SESv2Client({
    region: 'eu-west-3',
    endpoint: 'http://127.0.0.1:1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
    requestHandler: {
      handle: async (request: { method: string; path: string; query?: Record<string, unknown>; body?: unknown }) => {
        const body = typeof request.body === 'string' ? request.body : request.body instanceof Uint8Array ? new TextDecoder().decode(request.body) : '';
        seen.push({ method: request.method, path: request.path, body });
        const answer = api.handle({ method: request.method, url: request.path, body });
        return { response: { statusCode: answer.status, reason: '', headers: answer.headers, body: new TextEncoder().encode(answer.body) } };
      },
    },
  });
  return { client, delivered, seen };
}

const supportMail = (overrides: Partial<SendEmailCommandInput> = {}): SendEmailCommandInput => ({
  FromEmailAddress: 'Contes Magiques <support@contes-magiques.example>',
  Destination: { ToAddresses: ['operateur@contes-magiques.example'] },
  ReplyToAddresses: ['camille@example.fr'],
  Content: {
    Simple: {
      Subject: { Data: 'Support : nouveau message', Charset: 'UTF-8' },
      Body: { Text: { Data: 'Bonjour,\nça ne marche pas.', Charset: 'UTF-8' }, Html: { Data: '<p>Bonjour,<br>ça ne marche pas.</p>', Charset: 'UTF-8' } },
    },
  },
  ...overrides,
});

describe('the local SES', () => {
  it('should take SendEmail as the SDK sends it, answer a MessageId, and deliver the mail with its sender, Reply-To and both parts', async () => {
    // Arrange
    const { client, delivered, seen } = harness(['support@contes-magiques.example']);

    // Act
    const answer = await client.send(new SendEmailCommand(supportMail()));

    // Assert
    expect(answer.MessageId).toMatch(/^local-/);
    expect(seen.map(({ method, path }) => `${method} ${path}`)).toEqual([`POST ${SEND_EMAIL_PATH}`]);
    expect(delivered).toEqual([
      {
        to: 'operateur@contes-magiques.example',
        subject: 'Support : nouveau message',
        body: 'Bonjour,\nça ne marche pas.',
        html: '<p>Bonjour,<br>ça ne marche pas.</p>',
        code: null,
        from: 'Contes Magiques <support@contes-magiques.example>',
        replyTo: ['camille@example.fr'],
      },
    ]);
  });

  it('should refuse a sender that is not one of the identities with MessageRejected, as SES does, and deliver nothing', async () => {
    // Arrange
    const { client, delivered } = harness(['support@contes-magiques.example']);

    // Act
    const error = await client.send(new SendEmailCommand(supportMail({ FromEmailAddress: 'pirate@example.com' }))).catch((caught: unknown) => caught);

    // Assert
    expect(error).toBeInstanceOf(MessageRejected);
    expect(error).toMatchObject({ name: 'MessageRejected', $metadata: { httpStatusCode: 400 } });
    expect((error as Error).message).toContain('pirate@example.com');
    expect(delivered).toEqual([]);
  });

  it('should send from any address of a domain identity, case-insensitively, one copy per recipient', async () => {
    // Arrange
    const { client, delivered } = harness(['Contes-Magiques.example']);

    // Act
    await client.send(
      new SendEmailCommand(
        supportMail({ FromEmailAddress: 'no-reply@contes-magiques.example', Destination: { ToAddresses: ['a@example.fr'], CcAddresses: ['b@example.fr'], BccAddresses: ['c@example.fr'] } }),
      ),
    );

    // Assert
    expect(delivered.map((mail) => mail.to)).toEqual(['a@example.fr', 'b@example.fr', 'c@example.fr']);
  });

  it('should refuse a message without recipient or without simple content with a BadRequestException', async () => {
    // Arrange
    const { client, delivered } = harness(['support@contes-magiques.example']);

    // Act
    const noRecipient = await client.send(new SendEmailCommand(supportMail({ Destination: { ToAddresses: [] } }))).catch((caught: unknown) => caught);
    const raw = await client
      .send(new SendEmailCommand(supportMail({ Content: { Raw: { Data: new TextEncoder().encode('From: x') } } })))
      .catch((caught: unknown) => caught);

    // Assert
    expect(noRecipient).toMatchObject({ name: 'BadRequestException', $metadata: { httpStatusCode: 400 } });
    expect(raw).toMatchObject({ name: 'BadRequestException' });
    expect(delivered).toEqual([]);
  });

  it('should read the identities of a template, whatever else it holds', () => {
    // Arrange
    const template = {
      Resources: {
        Sender: { Type: 'AWS::SES::EmailIdentity', Properties: { EmailIdentity: 'support@contes-magiques.example' } },
        Table: { Type: 'AWS::DynamoDB::Table', Properties: {} },
      },
    };

    // Act
    const identities = emailIdentitiesOf(template);

    // Assert
    expect(identities).toEqual([{ logicalId: 'Sender', identity: 'support@contes-magiques.example' }]);
  });
});
