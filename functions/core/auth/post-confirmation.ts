import * as z from 'zod';
import type { AccountRepository } from '#core/accounts/account-repository';

/**
 * What the account creation reads from Cognito's PostConfirmation event. `sub` is the key of the parent's
 * data (the tokens' `sub`, never `userName`, which is `Google_…` for a social sign-in).
 */
export const postConfirmationEventSchema = z.object({
  triggerSource: z.string().min(1),
  request: z.object({
    userAttributes: z.object({ sub: z.string().min(1).max(128), email: z.string().optional() }).loose(),
  }),
});
export type PostConfirmationEventFields = z.infer<typeof postConfirmationEventSchema>;

/**
 * The sign-ups that open an account: a confirmed e-mail (`ConfirmSignUp`, which Cognito also sends for a
 * first social sign-in and an admin confirmation). A password reset (`ConfirmForgotPassword`) opens one
 * too: a parent who signed up before this trigger existed may have none yet, and creating it is a no-op
 * for everyone else.
 */
const OPENING_SOURCES: ReadonlySet<string> = new Set(['PostConfirmation_ConfirmSignUp', 'PostConfirmation_ConfirmForgotPassword']);

export type AccountOpening = 'created' | 'already_open' | 'not_a_confirmation';

/**
 * Opens the confirmed parent's account with its sign-up grant (spec part 1 §4), through the repository's one
 * transaction: the account and its `grant_signup` ledger entry, both under `attribute_not_exists`. Cognito
 * may deliver the same confirmation twice (a retried invocation) and a first write may have opened the
 * account already (getOrCreateAccount): the condition makes every later attempt `already_open`, so the
 * welcome credit is granted once. An account being deleted (or deleted: its marker stays) also exists,
 * so nothing is granted to it either.
 */
export async function openAccountOnConfirmation(
  accounts: Pick<AccountRepository, 'createWithSignupGrant'>,
  event: PostConfirmationEventFields,
  now: Date,
): Promise<AccountOpening> {
  if (!OPENING_SOURCES.has(event.triggerSource)) return 'not_a_confirmation';
  const { sub, email } = event.request.userAttributes;
  return (await accounts.createWithSignupGrant(sub, email ?? null, now)) ? 'created' : 'already_open';
}
