import { ENV } from '#shared/environment';
import { reconcileRequestSchema } from '#shared/reconcile';
import { createAccountRepository } from '#adapters/accounts/account-repository';
import { createAdminRepository } from '#adapters/admin/admin-repository';
import { dynamoDocumentClient } from '#adapters/aws-clients';
import { type Caller } from '#core/caller';
import { callerFrom } from '#adapters/http/caller';
import { requireEnv } from '#core/config';
import { NotFoundError } from '#core/errors';
import { httpHandler, json, parseBody } from '#adapters/http/http';
import { createPaymentRepository } from '#adapters/payments/payment-repository';
import { paymentGatewayLoader } from '#adapters/payments/stripe-payment-gateway';
import { syncSubscription } from '#core/payments/sync-subscription';
import { fixCreditTypes, fixMonthlyCredits, forceSyncStories, recalculateStoryCounts, requireOwnAccount } from '#core/reconcile/reconcile-credits';
import { createReconcileRepository } from '#adapters/reconcile/reconcile-repository';
import { syncSubscriptionWithChanges } from '#core/reconcile/reconcile-subscription';

const client = dynamoDocumentClient();
const accountsTable = requireEnv(ENV.accountsTable);
const accounts = createAccountRepository(client, accountsTable);
const reconcile = createReconcileRepository(client, { accounts: accountsTable, stories: requireEnv(ENV.storiesTable) });
const payments = createPaymentRepository(client, accountsTable);
// Only AdminSync's auto-sync setting is read through it (the `#settings` partition of the accounts table).
const admin = createAdminRepository(client, accountsTable);
// Stripe's keys are read on the first subscription sync only (once per cold start): the four other calls never need them.
const gateway = paymentGatewayLoader(process.env);

/**
 * The reconciliation calls (spec part 1 §7, part 2 §7; DESIGN "API"): each recomputes the caller's counters,
 * balances or stories' credit types from the ledger and the stories (the subscription from Stripe), and
 * repairs what differed. The caller is the token's user; a body naming anyone else is a 403.
 */
export const handler = httpHandler(async (event) => {
  const caller = callerFrom(event);
  const request = parseBody(event, reconcileRequestSchema);
  requireOwnAccount(caller, request);
  const ports = { accounts, reconcile };
  switch (event.routeKey) {
    case 'POST /api/sync/stories':
      return json(200, await forceSyncStories(ports, caller));
    case 'POST /api/credits/recalculate':
      return json(200, await recalculateStoryCounts(ports, caller));
    case 'POST /api/credits/fix':
      return json(200, await fixMonthlyCredits(ports, caller, { fixCreditTypes: request.fix_credit_types === true }));
    case 'POST /api/credits/fix-types':
      return json(200, await fixCreditTypes(ports, caller));
    case 'POST /api/sync/subscription': {
      // The gateway is loaded inside the sync: a skipped automatic call never reads Stripe's keys.
      const subscriptionSync = async (who: Caller) => syncSubscription({ accounts, payments, gateway: await gateway() }, who);
      return json(200, await syncSubscriptionWithChanges({ accounts, admin, syncSubscription: subscriptionSync }, caller, { automatic: request.automatic === true }));
    }
    default:
      throw new NotFoundError();
  }
});
