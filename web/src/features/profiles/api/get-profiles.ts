import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { profileSchema, type Profile } from '@shared/profiles';
import { API_ERROR_MESSAGES, ApiError, apiFetch, type ApiFetch } from '@/lib/api-client';

/** `GET /api/profiles`: the signed-in parent's child profiles, oldest first. */
export const PROFILES_QUERY_KEY = ['profiles'] as const;

export async function fetchProfiles(fetcher: ApiFetch = apiFetch, signal?: AbortSignal): Promise<Profile[]> {
  const parsed = z.array(profileSchema).safeParse(await fetcher<unknown>('/profiles', signal ? { signal } : {}));
  if (!parsed.success) throw new ApiError(200, API_ERROR_MESSAGES.invalidResponse, { cause: parsed.error });
  return parsed.data;
}

export function profilesQueryOptions(fetcher: ApiFetch = apiFetch) {
  return queryOptions({ queryKey: PROFILES_QUERY_KEY, queryFn: ({ signal }) => fetchProfiles(fetcher, signal) });
}

export function useProfiles() {
  return useQuery(profilesQueryOptions());
}
