import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileSchema, type Profile, type Theme } from '@shared/profiles';
import { apiFetch, type ApiFetch } from '@/lib/api-client';
import { PROFILES_QUERY_KEY } from './get-profiles';

/** `PATCH /api/profiles/{id}/theme`: the menu's theme picker saves at once (spec part 1 §4). */
export async function updateProfileTheme(id: string, theme: Theme, fetcher: ApiFetch = apiFetch): Promise<Profile> {
  return profileSchema.parse(await fetcher<unknown>(`/profiles/${encodeURIComponent(id)}/theme`, { method: 'PATCH', body: JSON.stringify({ theme }) }));
}

export function useUpdateProfileTheme() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, theme }: { id: string; theme: Theme }) => updateProfileTheme(id, theme),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROFILES_QUERY_KEY }),
  });
}
