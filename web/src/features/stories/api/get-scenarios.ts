import { queryOptions, useQuery } from '@tanstack/react-query';
import { scenarioListSchema, type Scenario } from '@shared/scenarios';
import { API_ERROR_MESSAGES, ApiError, apiFetch, type ApiFetch } from '@/lib/api-client';

/** `GET /api/scenarios`: the predefined scenarios of the wizard's step 3 (spec part 2 §3). */
export const SCENARIOS_QUERY_KEY = ['scenarios'] as const;

/** The catalogue is seeded by the stack and changes only when an operator edits it: one read per visit is plenty. */
const SCENARIOS_STALE_TIME_MS = 30 * 60_000;

export async function fetchScenarios(fetcher: ApiFetch = apiFetch, signal?: AbortSignal): Promise<Scenario[]> {
  const parsed = scenarioListSchema.safeParse(await fetcher<unknown>('/scenarios', signal ? { signal } : {}));
  if (!parsed.success) throw new ApiError(200, API_ERROR_MESSAGES.invalidResponse, { cause: parsed.error });
  return parsed.data;
}

export function scenariosQueryOptions(fetcher: ApiFetch = apiFetch) {
  return queryOptions({
    queryKey: SCENARIOS_QUERY_KEY,
    queryFn: ({ signal }) => fetchScenarios(fetcher, signal),
    staleTime: SCENARIOS_STALE_TIME_MS,
  });
}

export function useScenarios() {
  return useQuery(scenariosQueryOptions());
}
