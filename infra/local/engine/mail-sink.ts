/**
 * Where the e-mails an emulated service would send go (Cognito's codes today, SES tomorrow): the
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
}

export interface MailSink {
  deliver(mail: OutgoingMail): unknown;
}
