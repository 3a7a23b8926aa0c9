import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileSchema, type Profile } from '@shared/profiles';
import { API_ERROR_MESSAGES, ApiError, apiFetch, type ApiFetch } from '@/lib/api-client';
import { PROFILES_QUERY_KEY } from './get-profiles';

/** `GET /api/profiles/{id}`: one profile of the caller (404 'Profil introuvable' otherwise). */
export async function fetchProfile(id: string, fetcher: ApiFetch = apiFetch, signal?: AbortSignal): Promise<Profile> {
  const parsed = profileSchema.safeParse(await fetcher<unknown>(`/profiles/${encodeURIComponent(id)}`, signal ? { signal } : {}));
  if (!parsed.success) throw new ApiError(200, API_ERROR_MESSAGES.invalidResponse, { cause: parsed.error });
  return parsed.data;
}

export function profileQueryOptions(id: string, fetcher: ApiFetch = apiFetch) {
  return queryOptions({ queryKey: [...PROFILES_QUERY_KEY, id], queryFn: ({ signal }) => fetchProfile(id, fetcher, signal) });
}

export function useProfile(id: string) {
  return useQuery(profileQueryOptions(id));
}
