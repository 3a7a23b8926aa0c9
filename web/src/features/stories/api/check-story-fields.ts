import { mutationOptions, useMutation } from '@tanstack/react-query';
import { checkStoryFieldsResponseSchema, type CheckStoryFieldsRequest, type CheckStoryFieldsResponse } from '@shared/stories';
import { API_ERROR_MESSAGES, ApiError, apiFetch, type ApiFetch } from '@/lib/api-client';

/**
 * `POST /api/stories/check` (issue 25): whether a wizard step's free texts can be told, as the parent
 * leaves the step. 200 `{ declines }`: none when every text is understood and allowed, else one per
 * declined text with its French message and suggestions; `kept` (issue 25, item 3) when a text was read
 * only in part: what the story will keep of it, in the writer's words. Nothing is spent or stored.
 */
export async function checkStoryFields(request: CheckStoryFieldsRequest, fetcher: ApiFetch = apiFetch): Promise<CheckStoryFieldsResponse> {
  const body = await fetcher<unknown>('/stories/check', { method: 'POST', body: JSON.stringify(request) });
  const parsed = checkStoryFieldsResponseSchema.safeParse(body);
  if (!parsed.success) throw new ApiError(200, API_ERROR_MESSAGES.invalidResponse, { cause: parsed.error });
  return parsed.data;
}

export function checkStoryFieldsMutationOptions(fetcher: ApiFetch = apiFetch) {
  return mutationOptions({
    mutationKey: ['stories', 'check'] as const,
    mutationFn: (request: CheckStoryFieldsRequest) => checkStoryFields(request, fetcher),
  });
}

export function useCheckStoryFields() {
  return useMutation(checkStoryFieldsMutationOptions());
}
