import type * as AmplifyAuth from 'aws-amplify/auth';

/**
 * Amplify's Cognito session as the tests that run the real session see it: parent-1 signed in, whose ID token
 * the API client sends as 'Bearer id-token'. Wired, like the api double (see there why), with
 * `vi.mock('aws-amplify/auth', async () => (await import('@/test/cognito-double')).mockSignedInCognito())`.
 */
export function mockSignedInCognito() {
  return {
    fetchAuthSession: () => Promise.resolve({ tokens: { idToken: { payload: { sub: 'parent-1', email: 'parent@example.fr' }, toString: () => 'id-token' } } }),
    signOut: () => Promise.resolve(),
  } as unknown as typeof AmplifyAuth;
}
