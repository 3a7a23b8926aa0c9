import type { ZodType } from 'zod';
import type { ReconcileRequest } from '@shared/reconcile';
import { API_ERROR_MESSAGES, ApiError, apiFetch, type ApiFetch } from '@/lib/api-client';

/**
 * One reconciliation call (spec part 1 §4 and §7; shared/reconcile.ts): `POST` to its route with the spec's
 * optional body, and its answer validated. An answer of the wrong shape is an ApiError carrying 'Réponse
 * invalide du serveur' (the spec's message for a recalculation without its `success` field), like any other
 * failure of the call.
 */
export async function postReconcile<T>(route: string, schema: ZodType<T>, body: ReconcileRequest = {}, fetcher: ApiFetch = apiFetch): Promise<T> {
  const answer = await fetcher<unknown>(route, { method: 'POST', body: JSON.stringify(body) });
  const parsed = schema.safeParse(answer);
  if (!parsed.success) throw new ApiError(200, API_ERROR_MESSAGES.invalidResponse, { cause: parsed.error });
  return parsed.data;
}
