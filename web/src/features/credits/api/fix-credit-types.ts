import { useMutation } from '@tanstack/react-query';
import { fixCreditTypesResponseSchema, RECONCILE_ROUTES, type FixCreditTypesResponse } from '@shared/reconcile';
import type { ApiFetch } from '@/lib/api-client';
import { postReconcile } from './reconcile-call';

/** fix_credit_types: `POST /api/credits/fix-types` → `{ updated_stories_count, message }`. */
export function fixCreditTypes(fetcher?: ApiFetch): Promise<FixCreditTypesResponse> {
  return postReconcile(RECONCILE_ROUTES.fixCreditTypes, fixCreditTypesResponseSchema, {}, fetcher);
}

export function useFixCreditTypes() {
  return useMutation({ mutationFn: () => fixCreditTypes() });
}
