import { useQuery } from '@tanstack/react-query';
import { fetchAuthSession, fetchUserAttributes } from 'aws-amplify/auth';
import { firstNameFromClaims } from './home-logic';

/**
 * The parent's first name, the `given_name` the sign-up form stores as a Cognito attribute
 * (lib/auth/auth-client.ts). Read from the ID token's claims first (no network call while the tokens
 * are valid); a token without the claim (the local twin's emulator leaves every attribute but the
 * e-mail out of its tokens) is followed by one read of the user's attributes (Cognito's GetUser).
 * Null when neither has it, or the read fails: the greeting then goes without a name.
 */
export function useParentFirstName(userId: string | undefined): string | null {
  const { data } = useQuery({
    queryKey: ['parent-first-name', userId],
    queryFn: async () => {
      const fromToken = firstNameFromClaims((await fetchAuthSession()).tokens?.idToken?.payload);
      if (fromToken) return fromToken;
      return firstNameFromClaims(await fetchUserAttributes().catch(() => null));
    },
    enabled: Boolean(userId),
    staleTime: Infinity,
    retry: false,
  });
  return data ?? null;
}
