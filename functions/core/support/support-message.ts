import type { SupportMessageStatus } from '#shared/support';

/**
 * A support message as the `support` table holds it (keys `userId`, `messageId`: DESIGN "Data"). It is
 * written before any e-mail is sent, so none is lost when sending fails; the operator's console (or a
 * Query of the table) finds the `send_failed` ones.
 */
export interface SupportMessage {
  userId: string;
  /** A ULID: the parent's messages sort by time, which the hourly limit counts on. */
  messageId: string;
  /** The session's address (the token's `email`), where the operator's answer goes. */
  email: string;
  /** The cleaned text (shared/support.ts), line breaks kept. */
  message: string;
  status: SupportMessageStatus;
  createdAt: string;
  updatedAt: string;
  /** When the operator's mail was handed to SES. */
  sentAt?: string;
  /** The parent's acknowledgement: `failed` does not fail the request (the operator has the message). */
  acknowledgement?: 'sent' | 'failed';
  /** The error's name (e.g. `MessageRejected`) when the operator's mail was not sent; never its text. */
  failure?: string;
}

/**
 * An error's name, fit for a row and a log line: SDK errors carry a name (`MessageRejected`,
 * `TimeoutError`); a refused connection carries its code (`ECONNREFUSED`). Anything that is not one
 * identifier-like word becomes `UnknownError`, so no address or text of the message can ever ride along.
 */
export function failureName(error: unknown): string {
  if (!(error instanceof Error)) return 'UnknownError';
  const code: unknown = (error as Error & { code?: unknown }).code;
  const name = error.name === 'Error' && typeof code === 'string' ? code : error.name;
  return /^[A-Za-z][A-Za-z0-9_.:-]{0,99}$/.test(name) ? name : 'UnknownError';
}
