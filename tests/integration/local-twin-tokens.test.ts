import {
  ConfirmSignUpCommand,
  GetTokensFromRefreshTokenCommand,
  GetUserCommand,
  InitiateAuthCommand,
  SignUpCommand,
  type AuthenticationResultType,
} from '@aws-sdk/client-cognito-identity-provider';
import { sign } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { ADMIN_ROUTES } from '#shared/admin';
import { LocalApiGateway } from '../../infra/local/engine/api-gateway';
import { loadOrCreateSigningKey, SIGNING_KEY_FILE } from '../../infra/local/engine/cognito-keys';
import { provisionUserPools, startCognito, type LocalCognito, type UserPoolDefinition } from '../../infra/local/engine/cognito';
import type { LambdaRuntime } from '../../infra/local/engine/lambda-runtime';
import { loopbackOrigins } from '../../infra/local/engine/loopback';
import { Mailbox } from '../../infra/local/mailbox';
import { userPoolsOf } from '../../infra/local/engine/resource-types/cognito-user-pool';
import { PROJECT_ROOT } from '../../infra/project-root';
import { synthesize } from '../../infra/synth';
import { api, cognitoClient, signUpAndSignIn } from './support/parents';

const SECONDS_PER_UNIT: Record<string, number> = { seconds: 1, minutes: 60, hours: 3600, days: 86400 };

/** The lifetime in seconds the stack gives one kind of token, read from the synthesized template. */
function stackLifetime(client: Record<string, unknown>, kind: 'IdToken' | 'AccessToken' | 'RefreshToken'): number {
  const units = client.TokenValidityUnits as Record<string, string>;
  return Number(client[`${kind}Validity`]) * SECONDS_PER_UNIT[units[kind]!]!;
}

function claimsOf(token: string): { iat: number; exp: number } {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { iat: number; exp: number };
}

/** A clock the test moves: cognito-local dates its tokens with it. */
class MovableClock {
  now = new Date();
  get(): Date {
    return this.now;
  }
}

let pool: UserPoolDefinition;
let client: Record<string, unknown>;

beforeAll(() => {
  // CDK would leave its cloud assembly in the system temp folder: give it one we remove.
  const outdir = mkdtempSync(join(tmpdir(), 'contes-tokens-cdk-'));
  try {
    const { template } = synthesize({ siteAssetsPath: join(PROJECT_ROOT, 'tests', 'fixtures', 'web-dist'), outdir });
    pool = userPoolsOf(template)[0]!;
    client = pool.clients[0]!.properties;
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
});

describe('token lifetimes on the shared twin', () => {
  it('should issue ID and access tokens that live as long as the stack’s client says (15 min), not 24 h', async () => {
    // Arrange
    const idLifetime = stackLifetime(client, 'IdToken');
    const accessLifetime = stackLifetime(client, 'AccessToken');

    // Act
    const parent = await signUpAndSignIn();

    // Assert
    const id = claimsOf(parent.idToken);
    const access = claimsOf(parent.accessToken);
    expect(idLifetime).toBe(15 * 60);
    expect(id.exp - id.iat).toBe(idLifetime);
    expect(access.exp - access.iat).toBe(accessLifetime);
  });
});

describe('expired tokens on a local Cognito whose clock the test moves', () => {
  const clock = new MovableClock();
  const mailbox = new Mailbox();
  let dataDir: string;
  let cognito: LocalCognito;
  let clientId: string;
  let poolId: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'contes-cognito-clock-'));
    // No triggers: the pool's CustomMessage function is not needed to read a code from the mailbox.
    cognito = await startCognito({ directory: dataDir, mailbox, allowedOrigins: loopbackOrigins(3000), clock });
    const ids = await provisionUserPools(cognito.client, [pool], { userPools: {}, clients: {} });
    poolId = ids.userPools[pool.logicalId]!;
    clientId = ids.clients[pool.clients[0]!.logicalId]!;
  });

  afterAll(async () => {
    await cognito?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  /** Signs a new parent up and in at the clock's current time. */
  async function signInAt(when: Date): Promise<AuthenticationResultType> {
    clock.now = when;
    const email = `parent-${crypto.randomUUID()}@example.fr`;
    await cognito.client.send(
      new SignUpCommand({
        ClientId: clientId,
        Username: email,
        Password: 'secret1',
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'given_name', Value: 'Camille' },
          { Name: 'family_name', Value: 'Durand' },
        ],
      }),
    );
    const code = mailbox.list(email)[0]?.code;
    if (!code) throw new Error(`No code in the mailbox for ${email}`);
    await cognito.client.send(new ConfirmSignUpCommand({ ClientId: clientId, Username: email, ConfirmationCode: code }));
    const { AuthenticationResult } = await cognito.client.send(
      new InitiateAuthCommand({ ClientId: clientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: 'secret1' } }),
    );
    clock.now = new Date();
    return AuthenticationResult!;
  }

  /** GET /api/me/credits through the twin's gateway, which verifies the JWT against this Cognito. */
  async function callApiWith(idToken: string): Promise<{ status: number; invoked: boolean }> {
    const invoke = vi.fn(async () => ({ statusCode: 200, body: '{}' }));
    const gateway = new LocalApiGateway(
      [{ method: 'GET', path: '/api/me/credits', functionLogicalId: 'Credits', requiresJwt: true }],
      { invoke } as unknown as LambdaRuntime,
      { issuer: `${cognito.endpoint}/${poolId}`, audience: [clientId] },
    );
    const response = { statusCode: 200, setHeader: () => response, end: () => response };
    const request = { method: 'GET', url: '/api/me/credits', headers: { host: '127.0.0.1:3000', authorization: `Bearer ${idToken}` }, socket: {} };
    await gateway.handle(request as unknown as IncomingMessage, response as unknown as ServerResponse, Buffer.alloc(0));
    return { status: response.statusCode, invoked: invoke.mock.calls.length > 0 };
  }

  it('should let the API refuse an ID token issued longer ago than its lifetime', async () => {
    // Arrange
    const lifetimeMs = stackLifetime(client, 'IdToken') * 1000;
    const { IdToken } = await signInAt(new Date(Date.now() - lifetimeMs - 60_000));

    // Act
    const result = await callApiWith(IdToken!);

    // Assert
    expect(claimsOf(IdToken!).exp * 1000).toBeLessThan(Date.now());
    expect(result).toEqual({ status: 401, invoked: false });
  });

  it('should let the API accept an ID token still within its lifetime', async () => {
    // Arrange
    const lifetimeMs = stackLifetime(client, 'IdToken') * 1000;
    const { IdToken } = await signInAt(new Date(Date.now() - lifetimeMs + 60_000));

    // Act
    const result = await callApiWith(IdToken!);

    // Assert
    expect(result).toEqual({ status: 200, invoked: true });
  });

  it('should let a parent whose ID token has expired get a new one with the refresh token, which the API accepts', async () => {
    // Arrange: signed in just over one ID-token lifetime ago, as a parent back from a quarter of an hour away.
    const lifetimeMs = stackLifetime(client, 'IdToken') * 1000;
    const { IdToken, RefreshToken } = await signInAt(new Date(Date.now() - lifetimeMs - 60_000));
    const refused = await callApiWith(IdToken!);

    // Act: what Amplify's fetchAuthSession does before the next call.
    const { AuthenticationResult } = await cognito.client.send(new GetTokensFromRefreshTokenCommand({ ClientId: clientId, RefreshToken }));
    const accepted = await callApiWith(AuthenticationResult!.IdToken!);

    // Assert
    expect(refused.status).toBe(401);
    expect(accepted).toEqual({ status: 200, invoked: true });
  });

  it('should refuse GetUser for an access token past its lifetime, as Cognito does', async () => {
    // Arrange
    const lifetimeMs = stackLifetime(client, 'AccessToken') * 1000;
    const { AccessToken } = await signInAt(new Date(Date.now() - lifetimeMs - 60_000));

    // Act
    const refused = await cognito.client.send(new GetUserCommand({ AccessToken })).then(
      () => undefined,
      (error: unknown) => error,
    );

    // Assert
    expect(refused).toMatchObject({ name: 'NotAuthorizedException', message: 'Access Token has expired' });
  });

  it('should refuse fresh tokens for a refresh token older than its lifetime (30 days), as Cognito does', async () => {
    // Arrange
    const lifetimeMs = stackLifetime(client, 'RefreshToken') * 1000;
    const { RefreshToken } = await signInAt(new Date(Date.now() - lifetimeMs - 60_000));

    // Act
    const refresh = cognito.client.send(new GetTokensFromRefreshTokenCommand({ ClientId: clientId, RefreshToken }));

    // Assert
    await expect(refresh).rejects.toMatchObject({ name: 'NotAuthorizedException', message: 'Refresh Token has expired' });
  });

  it('should give fresh tokens for a refresh token still within its lifetime', async () => {
    // Arrange
    const lifetimeMs = stackLifetime(client, 'RefreshToken') * 1000;
    const { RefreshToken } = await signInAt(new Date(Date.now() - lifetimeMs + 60_000));

    // Act
    const { AuthenticationResult } = await cognito.client.send(new GetTokensFromRefreshTokenCommand({ ClientId: clientId, RefreshToken }));

    // Assert
    const id = claimsOf(AuthenticationResult!.IdToken!);
    expect(id.exp - id.iat).toBe(stackLifetime(client, 'IdToken'));
  });
});

/** cognito-local's private key, as published in its npm package: what anyone could sign with. */
function bundledPrivateKey(): string {
  const keyFile = createRequire(import.meta.url).resolve('cognito-local/lib/keys/cognitoLocal.private.json');
  return (JSON.parse(readFileSync(keyFile, 'utf8')) as { pem: string }).pem;
}

/** A JWT over `claims` signed RS256 with cognito-local's bundled key, under the kid its JWKS used to name. */
function mintWithBundledKey(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const input = `${encode({ alg: 'RS256', typ: 'JWT', kid: 'CognitoLocal' })}.${encode(claims)}`;
  return `${input}.${sign('sha256', Buffer.from(input), bundledPrivateKey()).toString('base64url')}`;
}

describe('the shared twin’s own signing key', () => {
  it('should refuse with 401 an admin ID token minted with cognito-local’s published key, and not run the route', async () => {
    // Arrange: a real parent's claims, promoted to admin and given a fresh hour, signed with the published key.
    const parent = await signUpAndSignIn();
    const forged = mintWithBundledKey({ ...claimsOf(parent.idToken), 'cognito:groups': ['admins'], exp: Math.floor(Date.now() / 1000) + 3600 });

    // Act
    const adminRoute = await api(ADMIN_ROUTES.autoSync, { token: forged });
    const ownRoute = await api('/api/me/credits', { token: forged });

    // Assert
    expect(adminRoute.status).toBe(401);
    expect(ownRoute.status).toBe(401);
  });

  it('should accept the ID token of a real sign-in, signed with the data folder’s key', async () => {
    // Arrange
    const parent = await signUpAndSignIn();

    // Act
    const response = await api('/api/me/credits', { token: parent.idToken });

    // Assert
    expect(response.status).toBe(200);
    expect(JSON.parse(Buffer.from(parent.idToken.split('.')[0]!, 'base64url').toString('utf8'))).not.toMatchObject({ kid: 'CognitoLocal' });
  });

  it('should publish one key at the JWKS URL, the one its tokens name, and not cognito-local’s', async () => {
    // Arrange
    const parent = await signUpAndSignIn();
    const { kid } = JSON.parse(Buffer.from(parent.idToken.split('.')[0]!, 'base64url').toString('utf8')) as { kid: string };

    // Act
    const response = await fetch(`${inject('userPoolEndpoint')}/${inject('userPoolId')}/.well-known/jwks.json`);

    // Assert
    const { keys } = (await response.json()) as { keys: { kid: string; kty: string; d?: string }[] };
    expect(keys.map((key) => key.kid)).toEqual([kid]);
    expect(keys[0]).toMatchObject({ kty: 'RSA' });
    expect(keys[0]!.d).toBeUndefined();
  });

  it('should refuse GetUser for an access token minted with the published key, and answer it for a real one', async () => {
    // Arrange
    const parent = await signUpAndSignIn();
    const forged = mintWithBundledKey({ ...claimsOf(parent.accessToken), exp: Math.floor(Date.now() / 1000) + 3600 });

    // Act
    const refused = await cognitoClient()
      .send(new GetUserCommand({ AccessToken: forged }))
      .then(() => undefined, (error: unknown) => error);
    const answered = await cognitoClient().send(new GetUserCommand({ AccessToken: parent.accessToken }));

    // Assert
    expect(refused).toMatchObject({ name: 'NotAuthorizedException', message: 'Invalid Access Token' });
    expect(answered.UserAttributes?.find((attribute) => attribute.Name === 'email')?.Value).toBe(parent.email);
  });
});

describe('the data folder’s key pair', () => {
  const folders: string[] = [];
  const newFolder = () => {
    const folder = mkdtempSync(join(tmpdir(), 'contes-cognito-key-'));
    folders.push(folder);
    return folder;
  };
  afterAll(() => {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it('should keep one key across restarts of a folder, readable by its owner only', () => {
    // Arrange
    const folder = newFolder();

    // Act
    const first = loadOrCreateSigningKey(folder);
    const second = loadOrCreateSigningKey(folder);

    // Assert
    expect(second.kid).toBe(first.kid);
    expect(second.publicJwk.n).toBe(first.publicJwk.n);
    expect(statSync(join(folder, SIGNING_KEY_FILE)).mode & 0o077).toBe(0);
  });

  it('should give another folder another key', () => {
    // Arrange
    const one = newFolder();
    const other = newFolder();

    // Act
    const keys = [loadOrCreateSigningKey(one), loadOrCreateSigningKey(other)];

    // Assert
    expect(keys[0]!.publicJwk.n).not.toBe(keys[1]!.publicJwk.n);
  });
});
