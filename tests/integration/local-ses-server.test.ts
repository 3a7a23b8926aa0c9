import { MessageRejected, SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOREIGN_HOST_STATUS } from '../../infra/local/engine/loopback';
import type { OutgoingMail } from '../../infra/local/engine/mail-sink';
import { SEND_EMAIL_PATH, startSes, type LocalSes } from '../../infra/local/engine/ses';

/**
 * The local SES on its own loopback port, against the real `@aws-sdk/client-sesv2` over HTTP, found as the
 * twin's functions find it: through `AWS_ENDPOINT_URL_SESV2`-style endpoint configuration.
 */

const SENDER = 'support@contes-magiques.example';
const delivered: OutgoingMail[] = [];
let ses: LocalSes;
let client: SESv2Client;

beforeAll(async () => {
  ses = await startSes({ identities: [SENDER], mailbox: { deliver: (mail) => delivered.push(mail) } });
  client = new SESv2Client({ region: 'eu-west-3', endpoint: ses.endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' }, maxAttempts: 1 });
});

afterAll(async () => {
  client.destroy();
  await ses.stop();
});

const mail = (from: string, to: string) =>
  new SendEmailCommand({
    FromEmailAddress: from,
    Destination: { ToAddresses: [to] },
    ReplyToAddresses: ['camille@example.fr'],
    Content: { Simple: { Subject: { Data: 'Bonjour' }, Body: { Text: { Data: 'Un message accentué : été.' } } } },
  });

describe('the local SES server', () => {
  it('should listen on the loopback and deliver what the SDK sends from a verified identity', async () => {
    // Act
    const answer = await client.send(mail(`Contes Magiques <${SENDER}>`, 'operateur@example.fr'));

    // Assert
    expect(new URL(ses.endpoint).hostname).toBe('127.0.0.1');
    expect(answer.MessageId).toBeTruthy();
    expect(delivered.at(-1)).toMatchObject({ to: 'operateur@example.fr', subject: 'Bonjour', body: 'Un message accentué : été.', replyTo: ['camille@example.fr'] });
  });

  it('should refuse an unverified sender with MessageRejected', async () => {
    // Arrange
    const before = delivered.length;

    // Act
    const error = await client.send(mail('pirate@example.com', 'operateur@example.fr')).catch((caught: unknown) => caught);

    // Assert
    expect(error).toBeInstanceOf(MessageRejected);
    expect(delivered).toHaveLength(before);
  });

  it('should refuse a request naming another host than the loopback (DNS rebinding) with 421', async () => {
    // Arrange
    const { port } = new URL(ses.endpoint);

    // Act
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const outgoing = httpRequest({ host: '127.0.0.1', port: Number(port), method: 'POST', path: SEND_EMAIL_PATH, headers: { host: `evil.example:${port}` } }, (response) => {
        response.resume();
        resolve(response.statusCode);
      });
      outgoing.on('error', reject);
      outgoing.end('{}');
    });

    // Assert
    expect(status).toBe(FOREIGN_HOST_STATUS);
  });
});
