import { CognitoIdentityProviderClient, ConfirmSignUpCommand, SignUpCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { APIRequestContext } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { latestCode, twinConfig } from './twin';

/** An address nobody has used on this twin yet. */
export const newParentEmail = (): string => `parent-${randomUUID()}@example.fr`;

export interface TestParent {
  email: string;
  password: string;
  firstName: string;
  /** Cognito's id for the parent (the `sub` the API keys their data with). */
  userId: string;
}

/**
 * A new parent with a confirmed e-mail, made straight on the twin's Cognito (sign-up, then the code from
 * the local mailbox), so that journeys about other screens do not depend on the registration form.
 */
export async function createConfirmedParent(
  request: APIRequestContext,
  options: { password?: string; firstName?: string } = {},
): Promise<TestParent> {
  const parent: Omit<TestParent, 'userId'> = {
    email: newParentEmail(),
    password: options.password ?? 'secret1',
    firstName: options.firstName ?? 'Camille',
  };
  let userId: string;
  const config = await twinConfig(request);
  const cognito = new CognitoIdentityProviderClient({
    endpoint: config.userPoolEndpoint,
    region: config.region,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  try {
    const signedUp = await cognito.send(
      new SignUpCommand({
        ClientId: config.userPoolClientId,
        Username: parent.email,
        Password: parent.password,
        UserAttributes: [
          { Name: 'email', Value: parent.email },
          { Name: 'given_name', Value: parent.firstName },
          { Name: 'family_name', Value: 'Durand' },
        ],
      }),
    );
    userId = signedUp.UserSub!;
    const code = await latestCode(request, parent.email);
    await cognito.send(new ConfirmSignUpCommand({ ClientId: config.userPoolClientId, Username: parent.email, ConfirmationCode: code }));
  } finally {
    cognito.destroy();
  }
  return { ...parent, userId };
}
