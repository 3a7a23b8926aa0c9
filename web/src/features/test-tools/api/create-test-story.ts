import { useMutation } from '@tanstack/react-query';
import { TEST_TOOLS_ROUTES, testStorySchema, type CreateTestStoryRequest, type TestStory } from '@shared/test-tools';
import { API_ERROR_MESSAGES, ApiError, apiFetch, type ApiFetch } from '@/lib/api-client';

/** `POST /api/test/stories` (spec part 2 §7, "Insert stories … (test page)"): a draft demo story, no credit spent. */
export async function createTestStory(request: CreateTestStoryRequest, fetcher: ApiFetch = apiFetch): Promise<TestStory> {
  const parsed = testStorySchema.safeParse(await fetcher<unknown>(TEST_TOOLS_ROUTES.stories, { method: 'POST', body: JSON.stringify(request) }));
  if (!parsed.success) throw new ApiError(200, API_ERROR_MESSAGES.invalidResponse, { cause: parsed.error });
  return parsed.data;
}

export function useCreateTestStory() {
  return useMutation({ mutationFn: (request: CreateTestStoryRequest) => createTestStory(request) });
}
