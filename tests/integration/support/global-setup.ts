import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ENV } from '#shared/environment';
import { startTwin, type Twin } from '../../../infra/local/twin';
import { PROJECT_ROOT } from '../../../infra/project-root';

declare module 'vitest' {
  export interface ProvidedContext {
    twinUrl: string;
    userPoolEndpoint: string;
    userPoolClientId: string;
    userPoolId: string;
    dynamodbEndpoint: string;
    /** Table and bucket names the functions were given, keyed by environment variable (ENV in shared/). */
    boundNames: Record<string, string>;
    s3Endpoint: string;
    /** The twin's local payment provider: its Stripe-compatible API, fake key and webhook signing secret. */
    stripeApiUrl: string;
    stripeSecretKey: string;
    stripeWebhookSecret: string;
  }
}

let twin: Twin | undefined;
let dataDir: string | undefined;

/** One local twin for the whole integration run: fresh data, in-memory DynamoDB, a random port. */
export async function setup(project: TestProject): Promise<void> {
  dataDir = mkdtempSync(join(tmpdir(), 'contes-twin-'));
  twin = await startTwin({
    port: 0,
    dataDir,
    inMemory: true,
    webDist: join(PROJECT_ROOT, 'tests', 'fixtures', 'web-dist'),
    // The embedded payment provider even when the developer's shell names Stripe's test mode.
    payments: 'local',
  });
  project.provide('twinUrl', twin.url);
  const siteConfig = twin.siteConfig!;
  project.provide('userPoolEndpoint', siteConfig.userPoolEndpoint ?? '');
  project.provide('userPoolClientId', siteConfig.userPoolClientId);
  project.provide('userPoolId', siteConfig.userPoolId);
  project.provide('dynamodbEndpoint', twin.endpoints.dynamodb);
  project.provide('s3Endpoint', twin.endpoints.s3);
  project.provide('stripeApiUrl', twin.stripe!.url);
  project.provide('stripeSecretKey', twin.stripe!.secretKey);
  project.provide('stripeWebhookSecret', twin.stripe!.webhookSecret);
  // The names the functions were given, keyed by their environment variable (ENV in shared/).
  project.provide('boundNames', Object.fromEntries(Object.values(ENV).map((name) => [name, process.env[name] ?? ''])));
}

export async function teardown(): Promise<void> {
  await twin?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
