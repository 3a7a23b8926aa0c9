import { CognitoIdentityProviderClient, ConfirmSignUpCommand, InitiateAuthCommand, SignUpCommand } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTwin, type Twin } from '../../infra/local/twin';
import { PROJECT_ROOT } from '../../infra/project-root';
import { ENV } from '#shared/environment';
import type { ProfileInput } from '#shared/profiles';
import { ACCOUNT_SK } from '#shared/tables';

/** A twin of its own for a benchmark: in-memory, a random port, fresh data, quiet. */
export async function startBenchTwin(
  options: { webDist?: string; context?: Readonly<Record<string, unknown>>; retryTimeScale?: number } = {},
): Promise<Twin & { dispose: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'contes-bench-'));
  const twin = await startTwin({
    port: 0,
    dataDir,
    inMemory: true,
    webDist: options.webDist ?? join(PROJECT_ROOT, 'tests', 'fixtures', 'web-dist'),
    log: () => {},
    ...(options.context ? { context: options.context } : {}),
    ...(options.retryTimeScale ? { retryTimeScale: options.retryTimeScale } : {}),
  });
  return {
    ...twin,
    dispose: async () => {
      await twin.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface BenchParent {
  email: string;
  password: string;
  sub: string;
  /** Calls the API as this parent; throws on a non-2xx answer. */
  call: (path: string, init?: RequestInit) => Promise<Record<string, unknown>>;
}

/** A parent signed up and confirmed as the SPA does, with `credits` bonus credits. */
export async function createBenchParent(twin: Twin, credits: number): Promise<BenchParent> {
  const cognito = new CognitoIdentityProviderClient({
    endpoint: twin.siteConfig!.userPoolEndpoint!,
    region: 'eu-west-3',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const ClientId = twin.siteConfig!.userPoolClientId;
  // Unique even for parents made in the same millisecond (bench:peak makes dozens).
  const email = `bench-${Date.now()}-${randomUUID().slice(0, 8)}@example.fr`;
  const password = 'secret1';
  await cognito.send(
    new SignUpCommand({
      ClientId,
      Username: email,
      Password: password,
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'given_name', Value: 'Camille' },
        { Name: 'family_name', Value: 'Durand' },
      ],
    }),
  );
  await cognito.send(new ConfirmSignUpCommand({ ClientId, Username: email, ConfirmationCode: twin.mailbox.list(email)[0]!.code! }));
  const { AuthenticationResult } = await cognito.send(
    new InitiateAuthCommand({ ClientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: password } }),
  );
  const token = AuthenticationResult!.IdToken!;
  const sub = (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { sub: string }).sub;
  const call = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(`${twin.url}${path}`, { ...init, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } });
    if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as Record<string, unknown>;
  };
  await call('/api/me/credits');
  const documents = DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint: twin.endpoints.dynamodb, region: 'eu-west-3', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }),
  );
  await documents.send(
    new UpdateCommand({
      TableName: process.env[ENV.accountsTable]!,
      Key: { userId: sub, sk: ACCOUNT_SK },
      UpdateExpression: 'SET bonusCredits = :credits',
      ExpressionAttributeValues: { ':credits': credits },
    }),
  );
  return { email, password, sub, call };
}

export const BENCH_CHILD: ProfileInput = {
  name: 'Léa',
  age: 7,
  gender: 'girl',
  avatar: 'Rocket',
  favoriteColor: '#8E24AA',
  skinColor: 'Métisse claire',
  hairColor: 'Châtain',
  hairType: 'Bouclés',
  hairLength: 'Mi-longs',
  eyeColor: 'Noisette',
  height: 'Petit(e)',
  style: 'Aventurier',
  favoriteHobby: 'construire des cabanes',
  readingLevel: 'intermediate',
  personality: ['Curieux', 'Courageux', 'Rêveur'],
  interests: ['Espace', 'Dinosaures'],
  theme: 'normal',
};

/** Creates a story and polls it every `pollMs` until it is completed; returns its id and the time taken. */
export async function createStoryAndWait(parent: BenchParent, body: Record<string, unknown>, pollMs = 25): Promise<{ id: string; ms: number; words: number }> {
  const started = performance.now();
  const { id } = (await parent.call('/api/stories', { method: 'POST', body: JSON.stringify(body) })) as { id: string };
  // A deadline far above any budget: a stuck story fails the bench instead of hanging it.
  const deadline = Date.now() + 5 * 60_000;
  for (;;) {
    const story = await parent.call(`/api/stories/${id}`);
    if (story.status === 'completed') return { id, ms: performance.now() - started, words: String(story.content).split(/\s+/).length };
    if (story.status === 'failed') throw new Error(`Story ${id} failed: ${String(story.failureReason)}`);
    if (Date.now() > deadline) throw new Error(`Story ${id} still ${String(story.status)} after 5 minutes`);
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}
