import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, type ApiFetch } from '@/lib/api-client';
import { PROFILES_QUERY_KEY } from './get-profiles';

/** `DELETE /api/profiles/{id}`: deletes the profile with its stories and their media. */
export async function deleteProfile(id: string, fetcher: ApiFetch = apiFetch): Promise<{ deletedStories: number }> {
  return fetcher<{ deletedStories: number }>(`/profiles/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteProfile(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROFILES_QUERY_KEY }),
  });
}
