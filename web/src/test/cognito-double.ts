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

/** base64url of the UTF-8 JSON, as a JWT's parts are written. */
const encode = (value: object) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** Léa's ID token as the device keeps it (Amplify's store in localStorage), expired since 1 January 2026. */
export const EXPIRED_TOKEN = `${encode({ alg: 'RS256' })}.${encode({ sub: 'sub-lea', email: 'lea@example.fr', exp: 1_767_225_600 })}.signature`;

/** An error as Amplify throws it: its name says what failed ('NetworkError', 'NotAuthorizedException'). */
export const failure = (name: string) => Object.assign(new Error(name), { name });
