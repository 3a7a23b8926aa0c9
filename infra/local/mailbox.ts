import type { MailSink, OutgoingMail } from './engine/mail-sink';

/** Where the twin serves the mailbox as JSON (`?to=` filters on the recipient). */
export const MAILBOX_PATH = '/_local/mailbox';

/** E-mails that Cognito or the support form (through SES) would send, kept for the parent and the tests. */
export interface MailboxMessage {
  id: number;
  to: string;
  subject: string;
  body: string;
  /** The verification or reset code, when the message carries one. */
  code: string | null;
  /** The first link of the body (the confirmation or reset link), so a developer or a test can follow it. */
  link: string | null;
  sentAt: string;
  /** SES's mails (the support form's): the sender, the Reply-To addresses and the HTML part. */
  from?: string;
  replyTo?: readonly string[];
  html?: string;
}

/** The engine's mail sink: every e-mail an emulated service would send lands here. */
export class Mailbox implements MailSink {
  private readonly messages: MailboxMessage[] = [];
  private nextId = 1;

  constructor(private readonly onMessage: (message: MailboxMessage) => void = () => {}) {}

  deliver(message: OutgoingMail): MailboxMessage {
    const stored = { ...message, id: this.nextId++, link: firstLink(message.html ?? message.body), sentAt: new Date().toISOString() };
    this.messages.push(stored);
    this.onMessage(stored);
    return stored;
  }

  /** Newest first; `to` filters on the recipient (case-insensitive). */
  list(to?: string): MailboxMessage[] {
    const wanted = to?.toLowerCase();
    return this.messages.filter((message) => !wanted || message.to.toLowerCase() === wanted).reverse();
  }
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'" };

/** The first `href` of an HTML body, with the entities an attribute may hold (`&amp;`) decoded. */
export function firstLink(body: string): string | null {
  const match = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)')/i.exec(body);
  const raw = match?.[1] ?? match?.[2];
  if (raw === undefined) return null;
  return raw.replace(/&(amp|lt|gt|quot|#39|apos);/g, (_entity, name: string) => ENTITIES[name]!);
}
