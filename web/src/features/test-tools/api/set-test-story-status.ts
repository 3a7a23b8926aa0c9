import { useMutation } from '@tanstack/react-query';
import type { StoryStatus } from '@shared/stories';
import { TEST_TOOLS_ROUTES, testStorySchema, type TestStory } from '@shared/test-tools';
import { API_ERROR_MESSAGES, ApiError, apiFetch, type ApiFetch } from '@/lib/api-client';

/** `PATCH /api/test/stories/{id}/status` (spec part 2 §7, "Update stories … status by id (test page)"): any status, freely. */
export async function setTestStoryStatus(id: string, status: StoryStatus, fetcher: ApiFetch = apiFetch): Promise<TestStory> {
  const parsed = testStorySchema.safeParse(await fetcher<unknown>(TEST_TOOLS_ROUTES.status(id), { method: 'PATCH', body: JSON.stringify({ status }) }));
  if (!parsed.success) throw new ApiError(200, API_ERROR_MESSAGES.invalidResponse, { cause: parsed.error });
  return parsed.data;
}

export function useSetTestStoryStatus() {
  return useMutation({ mutationFn: ({ id, status }: { id: string; status: StoryStatus }) => setTestStoryStatus(id, status) });
}
