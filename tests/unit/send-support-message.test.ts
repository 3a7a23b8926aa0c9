import { describe, expect, it } from 'vitest';
import { ForbiddenError, UnauthorizedError } from '#core/errors';
import { sendSupportMessage, type SendSupportMessagePorts } from '#core/support/send-support-message';
import { SupportMessageNotSentError, SupportRateLimitError } from '#core/support/support-errors';
import { failureName } from '#core/support/support-message';
import { acknowledgementMail, escapeHtml, operatorMail, SUPPORT_MAIL_SUBJECTS, type SupportMail } from '#core/support/support-mails';
import { parseWith } from '#adapters/http/http';
import { SUPPORT_MESSAGES, SUPPORT_RATE_LIMIT, supportRequestSchema, type SupportRequest } from '#shared/support';
import { InMemoryAccounts } from './support/in-memory-accounts';
import { InMemorySupportMessages, RecordingMailer } from './support/in-memory-support-messages';

const OPERATOR = 'support@contes-magiques.example';
const parent = { userId: 'parent-1', email: 'camille@example.fr', isAdmin: false };
const request = (message: string, extra: Partial<SupportRequest> = {}): SupportRequest => parseWith(supportRequestSchema, { message, ...extra });

/** A clock the test moves: each call returns the current instant. */
function clock(start = '2026-11-25T10:00:00.000Z') {
  let now = new Date(start).getTime();
  return { now: () => new Date(now), advance: (ms: number) => (now += ms) };
}

function world(options: { failWhen?: (mail: SupportMail) => Error | undefined } = {}) {
  const messages = new InMemorySupportMessages();
  const mailer = new RecordingMailer(options.failWhen);
  const time = clock();
  const ports: SendSupportMessagePorts = { accounts: new InMemoryAccounts(), messages, mailer, operatorAddress: OPERATOR, now: time.now };
  return { messages, mailer, time, ports };
}

/** What a rejected promise rejected with. */
const failure = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error);

describe('sending a support message', () => {
  it('should store the message, mail it to the operator with the parent as Reply-To, acknowledge it to the parent, and mark it sent', async () => {
    // Arrange
    const { ports, messages, mailer } = world();

    // Act
    const answer = await sendSupportMessage(ports, parent, request('Bonjour,\nmon histoire ne se charge pas.'));

    // Assert
    const [row] = messages.of(parent.userId);
    expect(answer).toEqual({ id: row!.messageId, status: 'sent' });
    expect(row).toMatchObject({ email: parent.email, message: 'Bonjour,\nmon histoire ne se charge pas.', status: 'sent', acknowledgement: 'sent' });
    expect(mailer.sent.map((mail) => [mail.to, mail.replyTo])).toEqual([
      [OPERATOR, parent.email],
      [parent.email, undefined],
    ]);
    expect(mailer.sent[0]!.text).toContain('mon histoire ne se charge pas.');
    expect(mailer.sent[0]!.subject).toBe(SUPPORT_MAIL_SUBJECTS.operator(row!.messageId));
    expect(mailer.sent[1]!.subject).toBe(SUPPORT_MAIL_SUBJECTS.acknowledgement);
  });

  it('should never copy what the parent typed into the acknowledgement', async () => {
    // Arrange
    const { ports, mailer } = world();
    const typed = 'Gagnez un iPhone : https://arnaque.example/cadeau';

    // Act
    await sendSupportMessage(ports, parent, request(typed));

    // Assert
    const acknowledgement = mailer.sent.find((mail) => mail.to === parent.email)!;
    expect(acknowledgement.text).not.toContain('arnaque');
    expect(acknowledgement.html).not.toContain('arnaque');
    expect(acknowledgement.text).toContain('nous vous répondrons dans les plus brefs délais');
  });

  it('should refuse a sixth message within the hour with a French 429, store nothing more, and accept one again an hour after the first', async () => {
    // Arrange
    const { ports, messages, mailer, time } = world();
    for (let index = 0; index < SUPPORT_RATE_LIMIT.messages; index += 1) {
      await sendSupportMessage(ports, parent, request(`Message ${String(index + 1)}`));
      time.advance(60_000);
    }

    // Act
    const refused = await failure(sendSupportMessage(ports, parent, request('Encore un')));
    const otherParent = await sendSupportMessage(ports, { ...parent, userId: 'parent-2' }, request('Bonjour'));
    time.advance(SUPPORT_RATE_LIMIT.windowMs - SUPPORT_RATE_LIMIT.messages * 60_000 + 60_000);
    const later = await sendSupportMessage(ports, parent, request('Une heure plus tard'));

    // Assert
    expect(refused).toBeInstanceOf(SupportRateLimitError);
    expect(refused).toMatchObject({ status: 429, name: 'SupportRateLimitError', message: SUPPORT_MESSAGES.tooMany });
    expect(otherParent.status).toBe('sent');
    expect(later.status).toBe('sent');
    expect(messages.of(parent.userId).map((row) => row.message)).not.toContain('Encore un');
    expect(messages.of(parent.userId)).toHaveLength(SUPPORT_RATE_LIMIT.messages + 1);
    expect(mailer.sent.filter((mail) => mail.text.includes('Encore un'))).toEqual([]);
  });

  it('should accept exactly five of twelve messages sent at once, and refuse the others with the French 429', async () => {
    // Arrange
    const { ports, messages, mailer } = world();

    // Act
    const outcomes = await Promise.all(Array.from({ length: 12 }, (_, index) => failure(sendSupportMessage(ports, parent, request(`Rafale ${String(index)}`)))));

    // Assert
    expect(outcomes.filter((outcome) => outcome === undefined)).toHaveLength(SUPPORT_RATE_LIMIT.messages);
    const refused = outcomes.filter((outcome) => outcome !== undefined);
    expect(refused).toHaveLength(12 - SUPPORT_RATE_LIMIT.messages);
    for (const error of refused) expect(error).toMatchObject({ status: 429, message: SUPPORT_MESSAGES.tooMany });
    expect(messages.of(parent.userId)).toHaveLength(SUPPORT_RATE_LIMIT.messages);
    expect(mailer.sent.filter((mail) => mail.to === OPERATOR)).toHaveLength(SUPPORT_RATE_LIMIT.messages);
  });

  it('should keep the message as send_failed with the error name, and answer the spec’s French message with a 502, when the operator’s mail fails', async () => {
    // Arrange
    const rejected = Object.assign(new Error('Email address is not verified: camille@example.fr'), { name: 'MessageRejected' });
    const { ports, messages, mailer } = world({ failWhen: (mail) => (mail.to === OPERATOR ? rejected : undefined) });

    // Act
    const error = await failure(sendSupportMessage(ports, parent, request('Au secours')));

    // Assert
    expect(error).toBeInstanceOf(SupportMessageNotSentError);
    expect(error).toMatchObject({ status: 502, name: 'SupportMessageNotSentError', message: "Une erreur est survenue lors de l'envoi du message" });
    const [row] = messages.of(parent.userId);
    expect(row).toMatchObject({ message: 'Au secours', status: 'send_failed', failure: 'MessageRejected' });
    expect(JSON.stringify(row)).not.toContain('not verified');
    // No acknowledgement promises an answer to a message the operator did not get.
    expect(mailer.sent).toEqual([]);
  });

  it('should answer success and mark the acknowledgement failed when only the parent’s copy is refused (SES sandbox)', async () => {
    // Arrange
    const { ports, messages, mailer } = world({ failWhen: (mail) => (mail.to === parent.email ? Object.assign(new Error('denied'), { name: 'AccessDeniedException' }) : undefined) });

    // Act
    const answer = await sendSupportMessage(ports, parent, request('Bonjour'));

    // Assert
    expect(answer.status).toBe('sent');
    expect(messages.of(parent.userId)[0]).toMatchObject({ status: 'sent', acknowledgement: 'failed' });
    expect(mailer.sent.map((mail) => mail.to)).toEqual([OPERATOR]);
  });

  it('should refuse a session without an e-mail with the spec’s 401, and store nothing', async () => {
    // Arrange
    const { ports, messages } = world();

    // Act
    const error = await failure(sendSupportMessage(ports, { ...parent, email: undefined }, request('Bonjour')));

    // Assert
    expect(error).toBeInstanceOf(UnauthorizedError);
    expect(error).toMatchObject({ status: 401, message: 'Vous devez être connecté pour envoyer un message' });
    expect(messages.rows.size).toBe(0);
  });

  it('should accept the spec’s userEmail when it is the session’s own address, and refuse another one with a French 403', async () => {
    // Arrange
    const { ports, messages, mailer } = world();

    // Act
    const own = await sendSupportMessage(ports, parent, request('Bonjour', { userEmail: 'Camille@Example.FR' }));
    const other = await failure(sendSupportMessage(ports, parent, request('Bonjour', { userEmail: 'victime@example.fr' })));

    // Assert
    expect(own.status).toBe('sent');
    expect(other).toBeInstanceOf(ForbiddenError);
    expect(other).toMatchObject({ status: 403, message: SUPPORT_MESSAGES.otherAddress });
    expect(messages.of(parent.userId)).toHaveLength(1);
    expect(mailer.sent.map((mail) => mail.to)).not.toContain('victime@example.fr');
  });
});

describe('the support e-mails', () => {
  it('should escape the message in the operator’s HTML and keep its line breaks', () => {
    // Arrange
    const message = '<script>alert("x")</script>\n<a href="https://evil.example">clic</a> & co';

    // Act
    const mail = operatorMail({ operator: OPERATOR, parentEmail: parent.email, userId: parent.userId, messageId: '01J', message, receivedAt: new Date('2026-11-25T10:00:00Z') });

    // Assert
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<a href');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(mail.html).toContain('white-space:pre-wrap');
    expect(mail.text).toContain(message);
    expect(mail.text).toContain('25 novembre 2026 à 11:00');
    expect(mail.replyTo).toBe(parent.email);
  });

  it('should write the acknowledgement in French with the reference only', () => {
    // Act
    const mail = acknowledgementMail({ parentEmail: parent.email, messageId: '01JREF' });

    // Assert
    expect(mail).toMatchObject({ to: parent.email, subject: 'Contes Magiques : nous avons bien reçu votre message' });
    expect(mail.replyTo).toBeUndefined();
    expect(mail.text).toContain('Référence de votre message : 01JREF');
    expect(mail.html).toContain('<html lang="fr">');
    expect(escapeHtml(`L'équipe`)).toBe('L&#39;équipe');
  });

  it.each([
    [Object.assign(new Error('x'), { name: 'MessageRejected' }), 'MessageRejected'],
    [Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' }), 'ECONNREFUSED'],
    [Object.assign(new Error('x'), { name: 'camille@example.fr' }), 'UnknownError'],
    [Object.assign(new Error('x'), { name: 'Refus pour camille' }), 'UnknownError'],
    ['a string', 'UnknownError'],
  ])('should record a failure by a name-like text only (%#)', (error, expected) => {
    // Act
    const name = failureName(error);

    // Assert
    expect(name).toBe(expected);
  });
});
