import {
  CognitoIdentityProviderClient,
  ConfirmSignUpCommand,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import type { MailboxMessage } from '../../../infra/local/mailbox';

export function cognitoClient(): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({
    endpoint: inject('userPoolEndpoint'),
    region: 'eu-west-3',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

export interface SignedInParent {
  email: string;
  idToken: string;
  accessToken: string;
  sub: string;
}

/** What the local mailbox holds for an address, newest first. */
export async function mailboxOf(email: string): Promise<MailboxMessage[]> {
  const response = await fetch(`${inject('twinUrl')}/_local/mailbox?to=${encodeURIComponent(email)}`);
  return (await response.json()) as MailboxMessage[];
}

/** Reads the newest code the local mailbox holds for an address. */
export async function latestCode(email: string): Promise<string> {
  const code = (await mailboxOf(email)).find((message) => message.code)?.code;
  if (!code) throw new Error(`No code in the mailbox for ${email}`);
  return code;
}

/** Signs a new parent up (not confirmed yet), as the SPA's register form does; returns the e-mail. */
export async function signUp(options: { password?: string; givenName?: string } = {}): Promise<string> {
  const email = `parent-${randomUUID()}@example.fr`;
  await cognitoClient().send(
    new SignUpCommand({
      ClientId: inject('userPoolClientId'),
      Username: email,
      Password: options.password ?? 'secret1',
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'given_name', Value: options.givenName ?? 'Camille' },
        { Name: 'family_name', Value: 'Durand' },
      ],
    }),
  );
  return email;
}

/** Signs a new parent up, confirms the e-mail with the mailed code and signs in, as the SPA does. */
export async function signUpAndSignIn(password = 'secret1'): Promise<SignedInParent> {
  const email = await signUp({ password });
  const client = cognitoClient();
  const clientId = inject('userPoolClientId');
  await client.send(new ConfirmSignUpCommand({ ClientId: clientId, Username: email, ConfirmationCode: await latestCode(email) }));
  const { AuthenticationResult } = await client.send(
    new InitiateAuthCommand({ ClientId: clientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: password } }),
  );
  const idToken = AuthenticationResult!.IdToken!;
  const sub = (JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString('utf8')) as { sub: string }).sub;
  return { email, idToken, accessToken: AuthenticationResult!.AccessToken!, sub };
}

export function api(path: string, init: RequestInit & { token?: string } = {}): Promise<Response> {
  const { token, headers, ...rest } = init;
  return fetch(`${inject('twinUrl')}${path}`, {
    ...rest,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(headers as Record<string, string> | undefined) },
  });
}
