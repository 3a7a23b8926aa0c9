import type { StoryRequest } from '#core/story-makers-port';
import { createEmbeddedStoryWriter } from '#story-makers/writer/embedded-story-writer';
import { dynamoDocumentClient } from '#adapters/aws-clients';
import { createStoryRepository } from '#adapters/stories/story-repository';
import { makerConcurrencyForTier, OPENAI_TIER_LIMITS, OPENAI_TIER_LIMITS_SOURCE, OPENAI_TIERS, storiesPerHour, type OpenAiTier } from '../infra/openai-tier';
import { ENV } from '#shared/environment';
import { THROTTLED_RETRY } from '#shared/pipeline-failures';
import { TURN_PAUSE_SECONDS } from '#shared/story-turns';
import { FAKE_API_KEY, OPENAI_LATENCY } from '../tests/integration/openai/support/fake-openai';
import { familyOf } from '../tests/integration/openai/support/fake-rate-limits';
import { startFakeOpenAi } from '../tests/integration/openai/support/fixtures';
import { BENCH_CHILD, createBenchParent, startBenchTwin } from './support/bench-twin';
import { arrivals, peakOverlap, percentile } from './support/peak-stats';

/**
 * `npm run bench:peak` (issue 28, item 7): the bedtime peak. `--stories` stories (300) arrive evenly over a
 * `--window` of minutes (5) on the local twin, the real state machine running the OpenAI story makers
 * against the tests' fake OpenAI server, which answers after OpenAI's latencies and enforces an account
 * tier's rate limits (`--tier`: 2 by default, the tier that serves this peak within the hour; the stack
 * assumes 1, which serves about 300 stories an hour; 429 with Retry-After beyond them).
 * Everything time-bound is divided by `--scale` (20): the fake's latencies and minutes, the state machine's
 * Retry and Wait states, the arrivals. The makers take turns sized from the tier (`-c openAiTier`, Little's
 * law): a story whose maker is at its limit waits in line, in order, in the state machine's Wait states
 * (shared/story-turns.ts); the maker functions also reserve that concurrency, and the twin refuses an
 * invocation beyond it as Lambda does, which should then never happen.
 *
 * Reports the completion times (POST → completed; median and p95, here and at full scale), the failures
 * (goal 0: exit 1 otherwise), the 429s the fake answered and what retried them, the throttled invocations,
 * and the limits assumed. Not part of `npm test`: at full size it keeps a core busy for minutes.
 */

const argument = (name: string, fallback: number): number => {
  const raw = process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
  const value = raw === undefined ? fallback : Number(raw);
  if (!(value > 0 && Number.isFinite(value))) throw new Error(`--${name} must be a positive number (got ${raw})`);
  return value;
};
const SCALE = argument('scale', 20);
const STORIES = Math.round(argument('stories', 300));
const WINDOW_MINUTES = argument('window', 5);
const PICTURES = Math.round(argument('pictures', 1));
const TIER = Math.round(argument('tier', 2)) as OpenAiTier;
if (!OPENAI_TIERS.includes(TIER)) throw new Error(`--tier must be one of ${OPENAI_TIERS.join(', ')}`);

/** Stories each parent of the evening asks for. */
const STORIES_PER_PARENT = 5;

const CHOICES = {
  mainCharacter: 'un petit dragon qui a peur du noir',
  setting: 'la forêt enchantée',
  scenario: 'retrouver une étoile tombée du ciel',
  emotions: ['la joie', 'le courage'],
  values: ["l'amitié"],
};

// The pipeline's and the makers' JSON log lines: off the screen, counted.
const stepFailures = new Map<string, number>();
const stepDurations = new Map<string, number[]>();
let completedSteps = 0;
let clientRetriesOf429 = 0;
const turnWaits = new Map<string, number[]>();
const write = process.stdout.write.bind(process.stdout);
process.stdout.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
  const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
  if (text.startsWith('{"level"')) {
    for (const line of text.split('\n').filter(Boolean)) {
      const entry = JSON.parse(line) as { message?: string; step?: string; error?: string; reason?: string; durationMs?: number; medium?: string; waitedMs?: number };
      if (entry.message === 'turn taken' && entry.medium && entry.waitedMs !== undefined) turnWaits.set(entry.medium, [...(turnWaits.get(entry.medium) ?? []), entry.waitedMs]);
      if (entry.message === 'step done' && entry.step && entry.durationMs !== undefined) stepDurations.set(entry.step, [...(stepDurations.get(entry.step) ?? []), entry.durationMs]);
      if (entry.message === 'step failed') stepFailures.set(`${entry.step} ${entry.error}`, (stepFailures.get(`${entry.step} ${entry.error}`) ?? 0) + 1);
      if (entry.message === 'step done' && entry.step === 'complete-story') completedSteps += 1;
      if (entry.message === 'openai: attempt failed' && entry.reason?.startsWith('HTTP 429')) clientRetriesOf429 += 1;
    }
    return true;
  }
  return write(chunk, ...(rest as []));
}) as typeof process.stdout.write;

const limits = OPENAI_TIER_LIMITS[TIER];
const fake = await startFakeOpenAi({ latency: { profile: OPENAI_LATENCY, scale: 1 / SCALE }, rateLimits: { limits, scale: 1 / SCALE } });
const request: StoryRequest = { child: { ...BENCH_CHILD }, choices: CHOICES, seed: 'bench-peak' };
const written = await createEmbeddedStoryWriter().write(request);
fake.setStoryJson(JSON.stringify({ title: written.title, content: written.content, moral: written.moral }));
process.env[ENV.openAiApiKey] = FAKE_API_KEY;
process.env[ENV.openAiBaseUrl] = fake.url;
// The stack as deployed with OpenAI at this tier: its reservations, and its pictures per story.
const twin = await startBenchTwin({ context: { openAiTier: String(TIER), illustrationsPerStory: String(PICTURES) }, retryTimeScale: 1 / SCALE });

const minuteMs = 60_000 / SCALE;
const windowMs = WINDOW_MINUTES * minuteMs;
const capacityPerHour = storiesPerHour(TIER, PICTURES);
// Far above the drain time the limits allow: a story still running then is counted as failed.
const deadlineMs = windowMs + ((3 * STORIES) / capacityPerHour) * 60 * minuteMs + 10 * minuteMs;

let exitCode: number;
try {
  // An evening's parents: each asks a few stories (a parent may start 20 at once, then one a minute).
  const families = await Promise.all(
    Array.from({ length: Math.ceil(STORIES / STORIES_PER_PARENT) }, async () => {
      const parent = await createBenchParent(twin, STORIES_PER_PARENT + 1);
      const profile = await parent.call('/api/profiles', { method: 'POST', body: JSON.stringify(BENCH_CHILD) });
      return { parent, body: JSON.stringify({ profileId: profile.id, ...CHOICES, narration: true }) };
    }),
  );
  const stories = createStoryRepository(dynamoDocumentClient(), process.env[ENV.storiesTable]!);
  const concurrency = makerConcurrencyForTier(TIER, PICTURES);

  console.log(
    `Bedtime peak: ${STORIES} stories over ${WINDOW_MINUTES} min, OpenAI tier ${TIER} (${PICTURES} picture${PICTURES > 1 ? 's' : ''} a story, narrated), time ÷${SCALE} ` +
      `(a minute lasts ${(minuteMs / 1000).toFixed(1)} s here)`,
  );
  console.log(
    `  limits ${OPENAI_TIER_LIMITS_SOURCE}: text ${limits.text.requestsPerMinute} RPM / ${limits.text.tokensPerMinute} TPM, pictures ${limits.image.requestsPerMinute} IPM, ` +
      `speech ${limits.speech.requestsPerMinute} RPM / ${limits.speech.tokensPerMinute} TPM, moderation ${limits.moderation.requestsPerMinute} RPM / ${limits.moderation.tokensPerMinute} TPM`,
  );
  console.log(
    `  turns at once (Little's law, also each maker's reserved concurrency) text ${concurrency.text}, image ${concurrency.image}, audio ${concurrency.audio}; ` +
      `a waiting story asks again after ${TURN_PAUSE_SECONDS.near}/${TURN_PAUSE_SECONDS.mid}/${TURN_PAUSE_SECONDS.far} s (near/mid/far in line); the tier serves about ${capacityPerHour} stories an hour`,
  );

  const started = Date.now();
  const posted: { id: string; postedAt: number; sub: string }[] = [];
  const refusedPosts: string[] = [];
  const progress = setInterval(() => {
    console.log(`  … ${((Date.now() - started) / minuteMs).toFixed(1)} min (full scale): ${posted.length} posted, ${completedSteps} completed, ${fake.rateLimited.length} 429s so far`);
  }, 10_000);
  try {
    await Promise.all(
      arrivals(STORIES, windowMs).map(async (at, index) => {
        // Families take turns, so one family's stories are spread over the window.
        const { parent, body } = families[index % families.length]!;
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, started + at - Date.now())));
        const postedAt = Date.now();
        try {
          const { id } = (await parent.call('/api/stories', { method: 'POST', body })) as { id: string };
          posted.push({ id, postedAt, sub: parent.sub });
        } catch (error) {
          refusedPosts.push(error instanceof Error ? error.message.slice(0, 160) : String(error));
        }
      }),
    );
    // Every run is started: wait for them all, within the deadline.
    let timer: NodeJS.Timeout | undefined;
    const finished = await Promise.race([
      twin.stepFunctions.settle().then(() => true),
      new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), Math.max(0, started + deadlineMs - Date.now())))),
    ]);
    clearTimeout(timer);
    if (!finished) console.log(`  deadline reached (${(deadlineMs / minuteMs).toFixed(0)} min full scale) with stories still running`);
  } finally {
    clearInterval(progress);
  }

  const outcomes = await Promise.all(
    posted.map(async ({ id, postedAt, sub }) => {
      const story = (await stories.get(sub, id, { consistent: true }))!;
      return { status: story.status, failureReason: (story as { failureReason?: string }).failureReason, ms: Date.parse(story.updatedAt) - postedAt };
    }),
  );
  const completed = outcomes.filter((outcome) => outcome.status === 'completed');
  const failed = outcomes.filter((outcome) => outcome.status === 'failed');
  const unfinished = outcomes.length - completed.length - failed.length;
  const times = completed.map((outcome) => outcome.ms);
  const full = (ms: number) => `${((ms * SCALE) / 60_000).toFixed(1)} min`;
  const here = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

  const byFamily = new Map<string, number>();
  for (const refusal of fake.rateLimited) byFamily.set(`${familyOf(refusal.path)} (${refusal.type})`, (byFamily.get(`${familyOf(refusal.path)} (${refusal.type})`) ?? 0) + 1);
  const answered = fake.requests.filter((call) => call.path !== '/' && call.answeredAt !== undefined && call.status === 200);
  const overlap = (family: string) => peakOverlap(answered.filter((call) => familyOf(call.path) === family).map((call) => ({ start: call.receivedAt, end: call.answeredAt! })));
  const pictures = answered.filter((call) => familyOf(call.path) === 'image');
  const picturesSpanMs = pictures.length > 1 ? Math.max(...pictures.map((call) => call.answeredAt!)) - Math.min(...pictures.map((call) => call.receivedAt)) : 0;
  const throttled = [...twin.lambdaRuntime.throttled].filter(([logicalId]) => /StoryPipeline/.test(logicalId));

  console.log(`  completed ${completed.length} of ${STORIES}; failed ${failed.length}${failed.length ? ` (${[...new Set(failed.map((outcome) => outcome.failureReason))].join('; ')})` : ''}; unfinished ${unfinished}; POSTs refused ${refusedPosts.length}${refusedPosts.length ? ` (${refusedPosts[0]})` : ''}`);
  if (times.length > 0) {
    console.log(
      `  POST → completed        median ${here(percentile(times, 0.5))} (${full(percentile(times, 0.5))} at full scale), p95 ${here(percentile(times, 0.95))} (${full(percentile(times, 0.95))}), ` +
        `max ${here(Math.max(...times))} (${full(Math.max(...times))}); the last story done ${full(Math.max(...outcomes.map((outcome, index) => posted[index]!.postedAt + outcome.ms)) - started)} after the first arrived`,
    );
  }
  console.log(
    `  429s answered by the fake ${fake.rateLimited.length}${byFamily.size ? ` (${[...byFamily].map(([family, count]) => `${family} ${count}`).join(', ')})` : ''}; ` +
      `retried by the makers' client ${clientRetriesOf429}; handed to the state machine as StoryMakerThrottledError ${[...stepFailures].filter(([key]) => key.endsWith('StoryMakerThrottledError')).reduce((sum, [, count]) => sum + count, 0)}`,
  );
  console.log(
    `  waited in line (full scale)  ${[...turnWaits].map(([medium, waits]) => `${medium} ${waits.length} stories, median ${full(percentile(waits, 0.5))}, p95 ${full(percentile(waits, 0.95))}, max ${full(Math.max(...waits))}`).join('; ') || 'no story waited'}`,
  );
  console.log(`  throttled invocations (reserved concurrency, retried by the state machine up to ${THROTTLED_RETRY.maxAttempts} times): ${throttled.length ? throttled.map(([id, count]) => `${id.replace(/StoryPipeline|[0-9A-F]{8}$/g, '')} ${count}`).join(', ') : 'none'}`);
  console.log(
    `  calls in flight at most   text ${overlap('text')}, pictures ${overlap('image')}, speech ${overlap('speech')}, moderation ${overlap('moderation')}; ` +
      `pictures drawn ${pictures.length} at ${picturesSpanMs > 0 ? ((pictures.length / picturesSpanMs) * minuteMs).toFixed(1) : '–'} a minute (limit ${limits.image.requestsPerMinute})`,
  );
  console.log(`  steps (median here)       ${[...stepDurations].map(([step, values]) => `${step} ${percentile(values, 0.5).toFixed(0)} ms`).join(', ')}`);
  console.log(`  step failures (each retried or caught): ${stepFailures.size ? [...stepFailures].map(([key, count]) => `${key} ×${count}`).join(', ') : 'none'}; requests the real API would refuse: ${fake.problems.length ? fake.problems.slice(0, 3).join('; ') : 'none'}`);
  exitCode = failed.length === 0 && unfinished === 0 && refusedPosts.length === 0 && completed.length === STORIES && fake.problems.length === 0 ? 0 : 1;
} finally {
  await twin.dispose();
  await fake.close();
}
process.exit(exitCode);
