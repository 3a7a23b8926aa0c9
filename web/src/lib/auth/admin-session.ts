import { useQuery } from '@tanstack/react-query';
import { fetchAuthSession } from 'aws-amplify/auth';
import { ADMINS_GROUP } from '@shared/auth';
import { useSession } from './session';

/**
 * Whether the signed-in parent's ID token carries the Cognito group `admins` (its `cognito:groups` claim): the
 * operator tools are shown only then. Only a display choice: the API checks the same claim on every call.
 * The claim is written when a token is minted, so a parent added to the group sees the tools after signing in
 * again (or once Amplify refreshes the tokens).
 */
export function isAdminPayload(payload: Readonly<Record<string, unknown>> | undefined): boolean {
  const groups = payload?.['cognito:groups'];
  return Array.isArray(groups) && groups.includes(ADMINS_GROUP);
}

/** Cleared with the rest of the cache when the parent signs out (session.tsx). */
export const ADMIN_CLAIM_QUERY_KEY = ['session', 'admin'] as const;

export function useIsAdmin(): { isAdmin: boolean; checked: boolean } {
  const { user } = useSession();
  const query = useQuery({
    queryKey: [...ADMIN_CLAIM_QUERY_KEY, user?.id ?? null],
    queryFn: async () => isAdminPayload((await fetchAuthSession()).tokens?.idToken?.payload),
    enabled: user !== null,
    // The claim changes only with new tokens: a new sign-in starts from an emptied cache (session.tsx).
    staleTime: 5 * 60_000,
  });
  return { isAdmin: query.data === true, checked: query.isSuccess || query.isError };
}
