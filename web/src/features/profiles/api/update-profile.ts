import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileSchema, type Profile, type ProfileInput } from '@shared/profiles';
import { apiFetch, type ApiFetch } from '@/lib/api-client';
import { PROFILES_QUERY_KEY } from './get-profiles';

/** `PUT /api/profiles/{id}`: saves every field of a profile (the edit modal and page). */
export async function updateProfile(id: string, input: ProfileInput, fetcher: ApiFetch = apiFetch): Promise<Profile> {
  return profileSchema.parse(await fetcher<unknown>(`/profiles/${encodeURIComponent(id)}`, { method: 'PUT', body: JSON.stringify(input) }));
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ProfileInput }) => updateProfile(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROFILES_QUERY_KEY }),
  });
}
