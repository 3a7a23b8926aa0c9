import { ENV } from '#shared/environment';
import { createAccountRepository } from '#adapters/accounts/account-repository';
import { getCreditSummary } from '#core/accounts/get-credit-summary';
import { dynamoDocumentClient } from '#adapters/aws-clients';
import { callerFrom } from '#adapters/http/caller';
import { requireEnv } from '#core/config';
import { httpHandler, json } from '#adapters/http/http';

const accounts = createAccountRepository(dynamoDocumentClient(), requireEnv(ENV.accountsTable));

/** GET /api/me/credits: the caller's credit summary (spec part 1 §3), created on first read. */
export const handler = httpHandler(async (event) => json(200, await getCreditSummary({ accounts }, callerFrom(event))));
