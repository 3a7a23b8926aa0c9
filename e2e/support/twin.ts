import { expect, type APIRequestContext } from '@playwright/test';

/**
 * The local twin's test doors: `/config.json` (the local user pool) and `/_local/mailbox` (the e-mails
 * Cognito would have sent). Every call goes to the twin Playwright started on 127.0.0.1.
 */

export interface TwinConfig {
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  userPoolEndpoint: string;
}

export interface MailboxMessage {
  to: string;
  subject: string;
  body: string;
  code: string | null;
  link?: string | null;
}

export async function twinConfig(request: APIRequestContext): Promise<TwinConfig> {
  const response = await request.get('/config.json');
  expect(response.ok(), 'GET /config.json').toBe(true);
  const config = (await response.json()) as Partial<TwinConfig>;
  if (!config.userPoolEndpoint || !config.userPoolClientId || !config.region || !config.userPoolId) {
    throw new Error('/config.json has no local user pool: is this the local twin?');
  }
  return config as TwinConfig;
}

/** The messages sent to an address, newest first. */
export async function mailboxFor(request: APIRequestContext, email: string): Promise<MailboxMessage[]> {
  const response = await request.get(`/_local/mailbox?to=${encodeURIComponent(email)}`);
  expect(response.ok(), 'GET /_local/mailbox').toBe(true);
  return (await response.json()) as MailboxMessage[];
}

/** The newest 6-digit code e-mailed to an address, waiting briefly for it to arrive. */
export async function latestCode(request: APIRequestContext, email: string): Promise<string> {
  let code: string | null | undefined;
  await expect
    .poll(
      async () => {
        code = (await mailboxFor(request, email)).find((message) => message.code)?.code;
        return code;
      },
      { message: `a code e-mailed to ${email}`, timeout: 10_000 },
    )
    .toMatch(/^\d{6}$/);
  return code!;
}

/** The newest message once an address has received at least `count` of them. */
export async function waitForMail(request: APIRequestContext, email: string, count = 1): Promise<MailboxMessage> {
  let messages: MailboxMessage[] = [];
  await expect
    .poll(
      async () => {
        messages = await mailboxFor(request, email);
        return messages.length;
      },
      { message: `${count} e-mail(s) to ${email}`, timeout: 10_000 },
    )
    .toBeGreaterThanOrEqual(count);
  return messages[0]!;
}
