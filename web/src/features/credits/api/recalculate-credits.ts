import { useMutation } from '@tanstack/react-query';
import { recalculateResponseSchema, RECONCILE_ROUTES, type RecalculateResponse } from '@shared/reconcile';
import type { ApiFetch } from '@/lib/api-client';
import { postReconcile } from './reconcile-call';

/** recalculate_story_counts: `POST /api/credits/recalculate` → `{ success, monthly_count, bonus_count }`. */
export function recalculateCredits(fetcher?: ApiFetch): Promise<RecalculateResponse> {
  return postReconcile(RECONCILE_ROUTES.recalculate, recalculateResponseSchema, {}, fetcher);
}

export function useRecalculateCredits() {
  return useMutation({ mutationFn: () => recalculateCredits() });
}
