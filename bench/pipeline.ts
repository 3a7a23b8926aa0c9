import { CognitoIdentityProviderClient, ConfirmSignUpCommand, InitiateAuthCommand, SignUpCommand } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { startTwin } from '../infra/local/twin';
import { PROJECT_ROOT } from '../infra/project-root';
import { ENV } from '../shared/environment';
import type { ProfileInput } from '../shared/profiles';
import { ACCOUNT_SK } from '../shared/tables';

/**
 * `npm run bench:pipeline`: 10 stories created one after the other through the local twin's API with
 * the embedded story makers, timed from `POST /api/stories` to the first poll that reads `completed`
 * (polling every 25 ms, finer than the web's 5 s so the poll adds almost nothing). Also reports how much
 * running the image and the narration side by side saves, from the steps' own timings in the logs.
 */
export const PIPELINE_MEDIAN_BUDGET_MS = 5_000;
const STORIES = 10;
const POLL_MS = 25;

const CHILD: ProfileInput = {
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
const SETTINGS = ['la forêt enchantée', 'une station spatiale', 'le fond de la mer', 'un château dans les nuages', 'une île au trésor'];

// The pipeline steps log `step done` with their duration: collect them, keep them off the screen.
const stepDurations = new Map<string, Record<string, number>>();
/** Steps that failed and were retried: a healthy run has none. */
const stepFailures: string[] = [];
const write = process.stdout.write.bind(process.stdout);
process.stdout.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
  const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
  if (text.startsWith('{"level"')) {
    for (const line of text.split('\n').filter(Boolean)) {
      const entry = JSON.parse(line) as { message?: string; storyId?: string; step?: string; durationMs?: number; error?: string };
      if (entry.message === 'step failed') stepFailures.push(`${entry.step} (${entry.error}) after ${entry.durationMs} ms`);
      if (entry.message === 'step done' && entry.storyId && entry.step && entry.durationMs !== undefined) {
        stepDurations.set(entry.storyId, { ...stepDurations.get(entry.storyId), [entry.step]: entry.durationMs });
      }
    }
    return true;
  }
  return write(chunk, ...(rest as []));
}) as typeof process.stdout.write;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const dataDir = mkdtempSync(join(tmpdir(), 'contes-bench-'));
const twin = await startTwin({ port: 0, dataDir, inMemory: true, webDist: join(PROJECT_ROOT, 'tests', 'fixtures', 'web-dist'), log: () => {} });
let exitCode: number;
try {
  // A parent, signed up and confirmed as the SPA does, with a profile and 10 credits.
  const cognito = new CognitoIdentityProviderClient({
    endpoint: twin.siteConfig!.userPoolEndpoint!,
    region: 'eu-west-3',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const ClientId = twin.siteConfig!.userPoolClientId;
  const email = `bench-${Date.now()}@example.fr`;
  await cognito.send(
    new SignUpCommand({
      ClientId,
      Username: email,
      Password: 'secret1',
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'given_name', Value: 'Camille' },
        { Name: 'family_name', Value: 'Durand' },
      ],
    }),
  );
  await cognito.send(new ConfirmSignUpCommand({ ClientId, Username: email, ConfirmationCode: twin.mailbox.list(email)[0]!.code! }));
  const { AuthenticationResult } = await cognito.send(
    new InitiateAuthCommand({ ClientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: 'secret1' } }),
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
      ExpressionAttributeValues: { ':credits': STORIES + 1 },
    }),
  );
  const profile = await call('/api/profiles', { method: 'POST', body: JSON.stringify(CHILD) });

  const createAndWait = async (index: number) => {
    const started = performance.now();
    const { id } = (await call('/api/stories', {
      method: 'POST',
      body: JSON.stringify({
        profileId: profile.id,
        mainCharacter: 'un petit dragon qui a peur du noir',
        setting: SETTINGS[(index + SETTINGS.length) % SETTINGS.length],
        scenario: 'retrouver une étoile tombée du ciel',
        emotions: ['la joie', 'le courage'],
        values: ["l'amitié"],
      }),
    })) as { id: string };
    for (;;) {
      const story = await call(`/api/stories/${id}`);
      if (story.status === 'completed') return { id, ms: performance.now() - started, words: String(story.content).split(/\s+/).length };
      if (story.status === 'failed') throw new Error(`Story ${id} failed: ${String(story.failureReason)}`);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  };

  await createAndWait(-1); // warm-up: module loading, the eSpeak and MP3 workers' start
  const runs = [];
  for (let index = 0; index < STORIES; index += 1) runs.push(await createAndWait(index));

  const times = runs.map((run) => run.ms);
  const medianMs = median(times);
  const savings = runs
    .map((run) => stepDurations.get(run.id))
    .filter((steps): steps is Record<string, number> => Boolean(steps?.['generate-image'] && steps['generate-audio']))
    .map((steps) => ({ image: steps['generate-image']!, audio: steps['generate-audio']!, saved: Math.min(steps['generate-image']!, steps['generate-audio']!) }));
  console.log(`stories: ${runs.length} (${Math.min(...runs.map((run) => run.words))}–${Math.max(...runs.map((run) => run.words))} words, narrated)`);
  console.log(`POST → completed   median ${medianMs.toFixed(0).padStart(6)} ms   worst ${Math.max(...times).toFixed(0).padStart(6)} ms   budget ${PIPELINE_MEDIAN_BUDGET_MS} ms   ${medianMs <= PIPELINE_MEDIAN_BUDGET_MS ? 'ok' : 'OVER'}`);
  if (savings.length > 0) {
    console.log(
      `image ∥ audio       median image ${median(savings.map((s) => s.image)).toFixed(0)} ms, audio ${median(savings.map((s) => s.audio)).toFixed(0)} ms: ` +
        `running them side by side saves a median ${median(savings.map((s) => s.saved)).toFixed(0)} ms per story (${((median(savings.map((s) => s.saved)) / medianMs) * 100).toFixed(1)} % of the total)`,
    );
  }
  console.log(`step failures (retried): ${stepFailures.length === 0 ? 'none' : stepFailures.join('; ')}`);
  exitCode = medianMs <= PIPELINE_MEDIAN_BUDGET_MS ? 0 : 1;
} finally {
  await twin.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
