/**
 * Where the e-mails an emulated service would send go (Cognito's codes, SES's messages): the
 * engine hands them over whole and never sends anything off the machine. The product decides what
 * to do with them (its local mailbox).
 */
export interface OutgoingMail {
  to: string;
  subject: string;
  /** The text or HTML body, every placeholder filled. */
  body: string;
  /** The verification or reset code, when the message carries one. */
  code: string | null;
  /** The sender as the service was asked to write it (SES: `FromEmailAddress`); Cognito's mails leave it out. */
  from?: string;
  /** Where "Reply" goes (SES: `ReplyToAddresses`), when the sender asked for it. */
  replyTo?: readonly string[];
  /** The HTML part, when the message has both a text and an HTML part (`body` is then the text). */
  html?: string;
}

export interface MailSink {
  deliver(mail: OutgoingMail): unknown;
}
