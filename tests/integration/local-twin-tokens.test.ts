import {
  ConfirmSignUpCommand,
  GetTokensFromRefreshTokenCommand,
  InitiateAuthCommand,
  SignUpCommand,
  type AuthenticationResultType,
} from '@aws-sdk/client-cognito-identity-provider';
import { mkdtempSync, rmSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LocalApiGateway } from '../../infra/local/engine/api-gateway';
import { provisionUserPools, startCognito, type LocalCognito, type UserPoolDefinition } from '../../infra/local/engine/cognito';
import type { LambdaRuntime } from '../../infra/local/engine/lambda-runtime';
import { loopbackOrigins } from '../../infra/local/engine/loopback';
import { Mailbox } from '../../infra/local/mailbox';
import { userPoolsOf } from '../../infra/local/engine/resource-types/cognito-user-pool';
import { PROJECT_ROOT } from '../../infra/project-root';
import { synthesize } from '../../infra/synth';
import { signUpAndSignIn } from './support/parents';

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
