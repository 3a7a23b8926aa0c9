import { ENV } from '#shared/environment';
import { createAccountRepository } from '#adapters/accounts/account-repository';
import { supportRequestSchema } from '#shared/support';
import { dynamoDocumentClient } from '#adapters/aws-clients';
import { callerFrom } from '#adapters/http/caller';
import { requireEnv } from '#core/config';
import { httpHandler, json, parseBody } from '#adapters/http/http';
import { createSesClient, createSesSupportMailer } from '#adapters/support/ses-support-mailer';
import { sendSupportMessage } from '#core/support/send-support-message';
import { createSupportMessageRepository } from '#adapters/support/support-message-repository';

// The accounts table too: a message is stored only while the parent's account exists (created on a first write).
const messages = createSupportMessageRepository(dynamoDocumentClient(), requireEnv(ENV.supportTable), requireEnv(ENV.accountsTable));
const accounts = createAccountRepository(dynamoDocumentClient(), requireEnv(ENV.accountsTable));
const mailer = createSesSupportMailer(createSesClient(), requireEnv(ENV.supportFromEmail));
const operatorAddress = requireEnv(ENV.supportToEmail);

/** POST /api/support: stores the parent's message, mails it to the operator and acknowledges it (spec send-support-email). */
export const handler = httpHandler(async (event) => {
  const caller = callerFrom(event);
  const request = parseBody(event, supportRequestSchema);
  return json(201, await sendSupportMessage({ accounts, messages, mailer, operatorAddress }, caller, request));
});
