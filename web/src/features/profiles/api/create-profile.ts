import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileSchema, type Profile, type ProfileInput } from '@shared/profiles';
import { apiFetch, type ApiFetch } from '@/lib/api-client';
import { PROFILES_QUERY_KEY } from './get-profiles';

/** `POST /api/profiles`: creates a profile from a valid form (see `profileFormSchema('create')`). */
export async function createProfile(input: ProfileInput, fetcher: ApiFetch = apiFetch): Promise<Profile> {
  return profileSchema.parse(await fetcher<unknown>('/profiles', { method: 'POST', body: JSON.stringify(input) }));
}

export function useCreateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileInput) => createProfile(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROFILES_QUERY_KEY }),
  });
}
