import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';

/**
 * The parents' sign-ins (the Cognito user pool), as the use cases see them: whether one still exists, and
 * its deletion. Our tables key everything by the token's `sub`; Cognito's own user name may differ (a
 * Google or Facebook sign-in is `Google_…`), so the adapter finds the user by `sub`.
 */
export interface UserDirectory {
  /** Whether the sign-in with this `sub` still exists. */
  exists(userId: string): Promise<boolean>;
  /** Deletes the sign-in with this `sub`; one already gone is no error (a retried deletion finishes). */
  delete(userId: string): Promise<void>;
}

/** A Cognito `sub` is a UUID: anything else cannot name a user, and must not reach the ListUsers filter. */
const SUB_PATTERN = /^[0-9A-Za-z-]{1,128}$/;

type CognitoSdk = typeof import('@aws-sdk/client-cognito-identity-provider');

/**
 * The user pool through the SDK. The SDK is loaded on the first call only: the functions that hold this
 * port (every one that may create an account) ask Cognito once per parent's lifetime, and their cold
 * starts should not pay for a client they almost never use. The endpoint is the SDK's own
 * `AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER` in the local twin, the regional one on AWS.
 */
export function createCognitoUserDirectory(userPoolId: string, options: { client?: CognitoIdentityProviderClient } = {}): UserDirectory {
  let loaded: Promise<{ sdk: CognitoSdk; client: CognitoIdentityProviderClient }> | undefined;
  const cognito = () => {
    loaded ??= import('@aws-sdk/client-cognito-identity-provider').then((sdk) => ({ sdk, client: options.client ?? new sdk.CognitoIdentityProviderClient({}) }));
    return loaded;
  };

  /** The user name of the sign-in with this `sub`, or undefined. */
  const usernameOf = async (userId: string): Promise<string | undefined> => {
    if (!SUB_PATTERN.test(userId)) return undefined;
    const { sdk, client } = await cognito();
    const { Users = [] } = await client.send(new sdk.ListUsersCommand({ UserPoolId: userPoolId, Filter: `sub = "${userId}"`, Limit: 1 }));
    return Users[0]?.Username;
  };

  return {
    async exists(userId) {
      return (await usernameOf(userId)) !== undefined;
    },

    async delete(userId) {
      const username = await usernameOf(userId);
      if (username === undefined) return;
      const { sdk, client } = await cognito();
      try {
        await client.send(new sdk.AdminDeleteUserCommand({ UserPoolId: userPoolId, Username: username }));
      } catch (error) {
        // Deleted between the two calls (a retry running beside the first request): done all the same.
        if (error instanceof Error && error.name === 'UserNotFoundException') return;
        throw error;
      }
    },
  };
}
