import { useMutation } from '@tanstack/react-query';
import { fixCreditsResponseSchema, RECONCILE_ROUTES, type FixCreditsResponse } from '@shared/reconcile';
import type { ApiFetch } from '@/lib/api-client';
import { postReconcile } from './reconcile-call';

/**
 * fix_monthly_credits: `POST /api/credits/fix` with the spec's flags. The home screen's variant also sends
 * `fix_credit_types` (spec part 1 §7), which corrects the stories' credit types in the same call.
 */
export function fixCredits(options: { fixCreditTypes?: boolean } = {}, fetcher?: ApiFetch): Promise<FixCreditsResponse> {
  return postReconcile(
    RECONCILE_ROUTES.fixCredits,
    fixCreditsResponseSchema,
    { fix_stories_count: true, reset_stories: true, ...(options.fixCreditTypes ? { fix_credit_types: true } : {}) },
    fetcher,
  );
}

export function useFixCredits() {
  return useMutation({ mutationFn: (options: { fixCreditTypes?: boolean } = {}) => fixCredits(options) });
}
