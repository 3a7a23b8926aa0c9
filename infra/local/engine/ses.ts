import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { closeServer, DEFAULT_LOOPBACK_MESSAGES, LOOPBACK_ADDRESS, onlyLoopbackHosts, readLimitedBody, type LoopbackMessages } from './loopback';
import type { MailSink } from './mail-sink';
import { LOCAL_REGION } from './template';

/**
 * The part of Amazon SES (API v2) that a function calls to send an e-mail: `SendEmail` with simple
 * content (`POST /v2/email/outbound-emails`, JSON, as the real SDK client sends it), on loopback. Like SES,
 * it sends only from the template's verified identities (an address, or any address of a domain identity)
 * and refuses any other sender with 400 `MessageRejected`. Nothing leaves the machine: each recipient's
 * copy goes to the engine's mail sink, with its subject, text, HTML, sender and Reply-To.
 */

export const SEND_EMAIL_PATH = '/v2/email/outbound-emails';

/** SES takes messages up to 40 MB; ours are a few kilobytes. */
const MAX_BODY_BYTES = 10 * 1024 * 1024;
/** SES's own limit of recipients per message (To, Cc and Bcc together). */
const MAX_RECIPIENTS = 50;

/** One HTTP request as the emulator reads it (the server's, or a test's in-process one). */
export interface SesRequest {
  method: string;
  /** The path and query, e.g. `/v2/email/outbound-emails`. */
  url: string;
  body: string;
}

/** One HTTP answer: SES's JSON, with `x-amzn-ErrorType` on errors as its REST-JSON protocol has. */
export interface SesAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** The request fields of SendEmail that the emulator reads (the SDK sends them as JSON). */
interface SendEmailBody {
  FromEmailAddress?: unknown;
  Destination?: { ToAddresses?: unknown; CcAddresses?: unknown; BccAddresses?: unknown };
  ReplyToAddresses?: unknown;
  Content?: {
    Simple?: { Subject?: { Data?: unknown }; Body?: { Text?: { Data?: unknown }; Html?: { Data?: unknown } } };
    Raw?: unknown;
    Template?: unknown;
  };
}

/** SES's error shapes: the SDK maps `x-amzn-ErrorType` to its typed exceptions (`MessageRejected`…). */
function sesError(status: number, type: string, message: string): SesAnswer {
  return { status, headers: { 'content-type': 'application/json', 'x-amzn-errortype': type }, body: JSON.stringify({ message }) };
}

const badRequest = (message: string) => sesError(400, 'BadRequestException', message);

/** The address of `Name <address>` or of a bare address; undefined when it holds none. */
export function addressOf(mailbox: string): string | undefined {
  const bracketed = /<([^<>\s]+@[^<>\s]+)>\s*$/.exec(mailbox)?.[1];
  const address = bracketed ?? mailbox.trim();
  return /^[^\s@<>]+@[^\s@<>]+$/.test(address) ? address : undefined;
}

const stringList = (value: unknown): string[] | undefined =>
  value === undefined ? [] : Array.isArray(value) && value.every((item) => typeof item === 'string') ? (value as string[]) : undefined;

/** SendEmail for the engine: the sender checked against the identities, each recipient's copy delivered to the sink. */
export class LocalSesApi {
  private readonly identities: ReadonlySet<string>;

  constructor(
    identities: readonly string[],
    private readonly mailbox: MailSink,
    private readonly region: string = LOCAL_REGION,
  ) {
    this.identities = new Set(identities.map((identity) => identity.toLowerCase()));
  }

  /** True when SES would send from `address`: it is an identity, or its domain is. */
  isVerified(address: string): boolean {
    const lower = address.toLowerCase();
    return this.identities.has(lower) || this.identities.has(lower.slice(lower.lastIndexOf('@') + 1));
  }

  handle(request: SesRequest): SesAnswer {
    const path = new URL(request.url, 'http://local').pathname;
    if (path !== SEND_EMAIL_PATH) return sesError(404, 'NotFoundException', `The local SES answers only SendEmail (POST ${SEND_EMAIL_PATH}), not ${request.method} ${path}.`);
    if (request.method !== 'POST') return sesError(405, 'BadRequestException', `SendEmail is POST ${SEND_EMAIL_PATH}.`);
    let body: SendEmailBody;
    try {
      body = JSON.parse(request.body) as SendEmailBody;
    } catch {
      return badRequest('The request body is not valid JSON.');
    }
    if (typeof body !== 'object' || body === null) return badRequest('The request body must be a JSON object.');
    return this.sendEmail(body);
  }

  private sendEmail(body: SendEmailBody): SesAnswer {
    const from = typeof body.FromEmailAddress === 'string' ? body.FromEmailAddress : undefined;
    const fromAddress = from === undefined ? undefined : addressOf(from);
    if (!from || !fromAddress) return badRequest('FromEmailAddress must be an e-mail address (the local SES does not use default identities).');
    if (!this.isVerified(fromAddress)) {
      return sesError(400, 'MessageRejected', `Email address is not verified. The following identities failed the check in region ${this.region.toUpperCase()}: ${fromAddress}`);
    }
    const to = stringList(body.Destination?.ToAddresses);
    const cc = stringList(body.Destination?.CcAddresses);
    const bcc = stringList(body.Destination?.BccAddresses);
    const replyTo = stringList(body.ReplyToAddresses);
    if (!to || !cc || !bcc || !replyTo) return badRequest('Destination addresses and ReplyToAddresses must be lists of addresses.');
    const recipients = [...to, ...cc, ...bcc];
    if (recipients.length === 0) return badRequest('The message has no recipient.');
    if (recipients.length > MAX_RECIPIENTS) return badRequest(`A message has at most ${String(MAX_RECIPIENTS)} recipients.`);
    const invalid = [...recipients, ...replyTo].find((address) => addressOf(address) === undefined);
    if (invalid !== undefined) return badRequest(`Illegal address: ${invalid}`);

    const simple = body.Content?.Simple;
    if (!simple) return badRequest('The local SES sends simple content only (Content.Simple), not raw or templated messages.');
    const subject = simple.Subject?.Data;
    const text = simple.Body?.Text?.Data;
    const html = simple.Body?.Html?.Data;
    if (typeof subject !== 'string') return badRequest('Content.Simple.Subject.Data is required.');
    if ((text !== undefined && typeof text !== 'string') || (html !== undefined && typeof html !== 'string') || (text === undefined && html === undefined)) {
      return badRequest('Content.Simple.Body needs a Text or an Html part.');
    }

    for (const recipient of recipients) {
      this.mailbox.deliver({
        to: addressOf(recipient)!,
        subject,
        body: text ?? html!,
        code: null,
        from,
        ...(replyTo.length > 0 ? { replyTo } : {}),
        ...(html !== undefined && text !== undefined ? { html } : {}),
      });
    }
    // SES's ids look like this; nothing reads them but logs.
    return { status: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ MessageId: `local-${randomUUID()}` }) };
  }
}

export interface LocalSes {
  endpoint: string;
  api: LocalSesApi;
  stop(): Promise<void>;
}

/** The emulator on a loopback port chosen by the OS, answering only requests that name the loopback. */
export async function startSes(options: { identities: readonly string[]; mailbox: MailSink; loopbackMessages?: LoopbackMessages }): Promise<LocalSes> {
  const api = new LocalSesApi(options.identities, options.mailbox);
  const server = createServer(
    onlyLoopbackHosts((request, response) => {
      const answer = (result: SesAnswer) => {
        response.writeHead(result.status, { ...result.headers, 'content-length': Buffer.byteLength(result.body) });
        response.end(result.body);
      };
      readLimitedBody(request, MAX_BODY_BYTES).then(
        (body) => answer(api.handle({ method: request.method ?? 'GET', url: request.url ?? '/', body })),
        () => {
          if (!response.headersSent) answer(sesError(413, 'BadRequestException', 'The request body is too large.'));
        },
      );
    }, options.loopbackMessages ?? DEFAULT_LOOPBACK_MESSAGES),
  );
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, LOOPBACK_ADDRESS, resolve);
  });
  return { endpoint: `http://${LOOPBACK_ADDRESS}:${(server.address() as AddressInfo).port}`, api, stop: () => closeServer(server) };
}


