/** E-mails that Cognito (or later the support form) would send, kept for the parent and the tests. */
export interface MailboxMessage {
  id: number;
  to: string;
  subject: string;
  body: string;
  /** The verification or reset code, when the message carries one. */
  code: string | null;
  sentAt: string;
}

export class Mailbox {
  private readonly messages: MailboxMessage[] = [];
  private nextId = 1;

  constructor(private readonly onMessage: (message: MailboxMessage) => void = () => {}) {}

  deliver(message: Omit<MailboxMessage, 'id' | 'sentAt'>): MailboxMessage {
    const stored = { ...message, id: this.nextId++, sentAt: new Date().toISOString() };
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
