import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { type DirectoryUser, MAX_USERS_BY_EMAIL, type UserDirectory, type UserFinder } from '#core/auth/user-directory';

/** Nothing that could close the filter's quoted string (or escape it) reaches ListUsers. */
const FILTER_UNSAFE = /["\\\p{Cc}]/u;

/** A federated user's name starts with its provider's name (`Google_…`, `Facebook_…`); a password sign-in's does not. */
function signInOf(username: string | undefined, identities: string | undefined): DirectoryUser['signIn'] {
  if (!identities) return 'password';
  if (username?.startsWith('Google_')) return 'google';
  if (username?.startsWith('Facebook_')) return 'facebook';
  return 'other';
}

type CognitoSdk = typeof import('@aws-sdk/client-cognito-identity-provider');

/**
 * The user pool through the SDK: ListUsers for the admin's lookup by e-mail (the only function allowed it),
 * AdminDeleteUser for the privacy function. The SDK is loaded on the first call only: both functions serve
 * other routes too, whose cold starts should not pay for a client they do not use. The endpoint is the SDK's own
 * `AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER` in the local twin, the regional one on AWS.
 */
export function createCognitoUserDirectory(userPoolId: string, options: { client?: CognitoIdentityProviderClient } = {}): UserDirectory & UserFinder {
  let loaded: Promise<{ sdk: CognitoSdk; client: CognitoIdentityProviderClient }> | undefined;
  const cognito = () => {
    loaded ??= import('@aws-sdk/client-cognito-identity-provider').then((sdk) => ({ sdk, client: options.client ?? new sdk.CognitoIdentityProviderClient({}) }));
    return loaded;
  };

  return {
    async findByEmail(email) {
      if (FILTER_UNSAFE.test(email)) return [];
      const { sdk, client } = await cognito();
      // Cognito's `=` on an attribute is exact: an address typed with capitals is also looked for as most are stored.
      const spellings = [...new Set([email, email.toLowerCase()])];
      const found = new Map<string, DirectoryUser>();
      for (const spelling of spellings) {
        const { Users = [] } = await client.send(new sdk.ListUsersCommand({ UserPoolId: userPoolId, Filter: `email = "${spelling}"`, Limit: MAX_USERS_BY_EMAIL }));
        for (const user of Users) {
          const attribute = (name: string) => user.Attributes?.find((candidate) => candidate.Name === name)?.Value;
          const userId = attribute('sub');
          if (userId === undefined || found.size >= MAX_USERS_BY_EMAIL) continue;
          found.set(userId, { userId, email: attribute('email') ?? spelling, signIn: signInOf(user.Username, attribute('identities')) });
        }
      }
      return [...found.values()];
    },

    async delete(username) {
      const { sdk, client } = await cognito();
      try {
        await client.send(new sdk.AdminDeleteUserCommand({ UserPoolId: userPoolId, Username: username }));
      } catch (error) {
        // Already deleted (a retried deletion, or a retry running beside the first request): done all the same.
        if (error instanceof Error && error.name === 'UserNotFoundException') return;
        throw error;
      }
    },
  };
}