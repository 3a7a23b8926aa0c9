import { useQuery } from '@tanstack/react-query';
import { fetchAuthSession } from 'aws-amplify/auth';
import { firstNameFromClaims } from './home-helpers';

/**
 * The parent's first name, read from the ID token's claims (no network call while the tokens are valid).
 * Null when the token carries no `given_name` (the local twin's emulator, for one, leaves it out).
 */
export function useParentFirstName(userId: string | undefined): string | null {
  const { data } = useQuery({
    queryKey: ['parent-first-name', userId],
    queryFn: async () => firstNameFromClaims((await fetchAuthSession()).tokens?.idToken?.payload),
    enabled: Boolean(userId),
    staleTime: Infinity,
    retry: false,
  });
  return data ?? null;
}
