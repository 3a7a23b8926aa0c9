import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { monotonicFactory } from 'ulid';
import { describe, expect, it } from 'vitest';
import type { HttpHandler } from '#adapters/http/http';
import type { SupportMessage } from '#core/support/support-message';
import { SUPPORT_MAIL_SUBJECTS } from '#core/support/support-mails';
import { supportSlotSk } from '#core/support/support-message-repository';
import { ENV, ORIGIN_VERIFY_HEADER } from '#shared/environment';
import { API_MESSAGES } from '#shared/messages';
import { SUPPORT_MESSAGE_MAX_LENGTH, SUPPORT_MESSAGES, SUPPORT_RATE_LIMIT, SUPPORT_ROUTE, supportResponseSchema } from '#shared/support';
import { boundName, documents } from './support/aws';
import { api, mailboxOf, signUpAndSignIn, type SignedInParent } from './support/parents';

/**
 * POST /api/support on the twin: the handler, the support table in DynamoDB Local and the local SES,
 * whose mails land in the twin's mailbox (GET /_local/mailbox).
 */

const ulid = monotonicFactory();

const send = (parent: SignedInParent | undefined, body: unknown) =>
  api(SUPPORT_ROUTE, { method: 'POST', ...(parent ? { token: parent.idToken } : {}), headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

async function rowsOf(parent: SignedInParent): Promise<SupportMessage[]> {
  const { Items = [] } = await documents().send(
    new QueryCommand({ TableName: boundName(ENV.supportTable), KeyConditionExpression: 'userId = :userId', ExpressionAttributeValues: { ':userId': parent.sub }, ConsistentRead: true }),
  );
  return Items as SupportMessage[];
}

/** A port on the loopback that nothing listens on: connections to it are refused at once. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('POST /api/support on the twin', () => {
  it('should store the message, then mail it to the operator with the parent as Reply-To, and acknowledge it to the parent', async () => {
    // Arrange
    const parent = await signUpAndSignIn();
    const operator = boundName(ENV.supportToEmail);
    const message = 'Bonjour,\nmon histoire <b>ne se charge pas</b>.';

    // Act
    const response = await send(parent, { message: `  ${message}  ` });

    // Assert
    expect(response.status, await response.clone().text()).toBe(201);
    const answer = supportResponseSchema.parse(await response.json());
    expect(await rowsOf(parent)).toEqual([
      expect.objectContaining({ messageId: answer.id, email: parent.email, message, status: 'sent', acknowledgement: 'sent' }) as SupportMessage,
    ]);
    const toOperator = (await mailboxOf(operator)).filter((mail) => mail.replyTo?.includes(parent.email));
    expect(toOperator).toHaveLength(1);
    expect(toOperator[0]).toMatchObject({ subject: SUPPORT_MAIL_SUBJECTS.operator(answer.id), replyTo: [parent.email], from: `Contes Magiques <${boundName(ENV.supportFromEmail)}>` });
    expect(toOperator[0]!.body).toContain(message);
    expect(toOperator[0]!.html).toContain('&lt;b&gt;ne se charge pas&lt;/b&gt;');
    const toParent = (await mailboxOf(parent.email)).filter((mail) => mail.subject === SUPPORT_MAIL_SUBJECTS.acknowledgement);
    expect(toParent).toHaveLength(1);
    expect(toParent[0]!.body).toContain(answer.id);
    expect(toParent[0]!.body).not.toContain('ne se charge pas');
  });

  it.each([
    ['a blank message', { message: ' \n\u200B ' }, SUPPORT_MESSAGES.messageRequired],
    ['no message', {}, SUPPORT_MESSAGES.messageRequired],
    ['a message one character too long', { message: 'a'.repeat(SUPPORT_MESSAGE_MAX_LENGTH + 1) }, SUPPORT_MESSAGES.messageTooLong],
    ['another parent’s address as userEmail', { message: 'Bonjour', userEmail: 'quelqu-un@example.fr' }, SUPPORT_MESSAGES.otherAddress],
  ])('should refuse %s in French, and store and send nothing', async (_case, body, expected) => {
    // Arrange
    const parent = await signUpAndSignIn();

    // Act
    const response = await send(parent, body);

    // Assert
    expect([400, 403]).toContain(response.status);
    expect(await response.json()).toEqual({ message: expected });
    expect(await rowsOf(parent)).toEqual([]);
    expect((await mailboxOf(parent.email)).filter((mail) => mail.subject === SUPPORT_MAIL_SUBJECTS.acknowledgement)).toEqual([]);
  });

  it('should accept exactly five of twelve messages sent at once, answer the others 429 in French, and mail the operator five times', async () => {
    // Arrange
    const parent = await signUpAndSignIn();
    const operator = boundName(ENV.supportToEmail);

    // Act
    const responses = await Promise.all(Array.from({ length: 12 }, (_, index) => send(parent, { message: `Rafale ${String(index)}` })));

    // Assert
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(SUPPORT_RATE_LIMIT.messages);
    expect(statuses.filter((status) => status === 429)).toHaveLength(12 - SUPPORT_RATE_LIMIT.messages);
    for (const response of responses.filter((answer) => answer.status === 429)) expect(await response.json()).toEqual({ message: SUPPORT_MESSAGES.tooMany });
    expect(await rowsOf(parent)).toHaveLength(SUPPORT_RATE_LIMIT.messages);
    expect((await mailboxOf(operator)).filter((mail) => mail.replyTo?.includes(parent.email))).toHaveLength(SUPPORT_RATE_LIMIT.messages);
  });

  it('should answer 429 in French to a parent whose five slots were taken this hour, and free a slot taken over an hour ago', async () => {
    // Arrange: the five slots of the parent's partition, one of them taken 61 minutes ago.
    const parent = await signUpAndSignIn();
    await send(parent, { message: 'Bonjour' }).then((response) => expect(response.status).toBe(201));
    const now = Date.now();
    for (let slot = 0; slot < SUPPORT_RATE_LIMIT.messages; slot += 1) {
      const takenAt = slot === 0 ? now - SUPPORT_RATE_LIMIT.windowMs - 60_000 : now - 60_000;
      await documents().send(new PutCommand({ TableName: boundName(ENV.accountsTable), Item: { userId: parent.sub, sk: supportSlotSk(slot), takenAt, messageId: ulid() } }));
    }

    // Act
    const freed = await send(parent, { message: 'Une heure plus tard' });
    const refused = await send(parent, { message: 'Un de plus' });

    // Assert
    expect(freed.status).toBe(201);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: SUPPORT_MESSAGES.tooMany });
    expect((await rowsOf(parent)).map((row) => row.message).sort()).toEqual(['Bonjour', 'Une heure plus tard']);
  });

  it('should answer 401 in French without a session', async () => {
    // Act
    const response = await send(undefined, { message: 'Bonjour' });

    // Assert
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: API_MESSAGES.unauthorized });
  });

  it('should keep the message as send_failed and answer 502 in French when SES cannot be reached', async () => {
    // Arrange: the handler itself, in this process, with its SES client pointed at a closed loopback port
    // (the twin's functions keep theirs); DynamoDB and the names are the twin's, from this worker's environment.
    const parent = await signUpAndSignIn();
    const sesEndpoint = process.env.AWS_ENDPOINT_URL_SESV2;
    process.env.AWS_ENDPOINT_URL_SESV2 = `http://127.0.0.1:${String(await closedPort())}`;
    let response: Awaited<ReturnType<HttpHandler>>;
    try {
      const { handler } = (await import('../../functions/send-support-email/handler')) as { handler: HttpHandler };
      const event = {
        routeKey: `POST ${SUPPORT_ROUTE}`,
        rawPath: SUPPORT_ROUTE,
        body: JSON.stringify({ message: 'Le service de courriel est en panne ?' }),
        isBase64Encoded: false,
        // As CloudFront sends it: the twin's token is in this worker's environment with the functions' names.
        headers: { [ORIGIN_VERIFY_HEADER]: process.env[ENV.originVerifyToken] ?? '' },
        requestContext: { requestId: 'support-closed-port', authorizer: { jwt: { claims: { sub: parent.sub, email: parent.email }, scopes: null } } },
      } as unknown as Parameters<HttpHandler>[0];

      // Act
      response = await handler(event);
    } finally {
      process.env.AWS_ENDPOINT_URL_SESV2 = sesEndpoint;
    }

    // Assert
    expect(response.statusCode).toBe(502);
    expect(JSON.parse(response.body!)).toEqual({ message: "Une erreur est survenue lors de l'envoi du message" });
    const [row] = await rowsOf(parent);
    expect(row).toMatchObject({ message: 'Le service de courriel est en panne ?', status: 'send_failed', email: parent.email });
    expect(row!.failure).toMatch(/^[A-Za-z][\w.:-]*$/);
  });
});
