import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { StoryRequest } from '../functions/core/story-makers-port';
import { createEmbeddedStoryWriter } from '../functions/story-makers/writer/embedded-story-writer';
import { ENV } from '../shared/environment';
import { FAKE_API_KEY, OPENAI_LATENCY } from '../tests/integration/openai/support/fake-openai';
import { startFakeOpenAi } from '../tests/integration/openai/support/fixtures';
import { dynamoDocumentClient } from '../functions/core/aws-clients';
import { createStoryRepository } from '../functions/core/stories/story-repository';
import { BENCH_CHILD, createBenchParent, startBenchTwin, type BenchParent } from './support/bench-twin';
import { fullScaleRatio, median, storyTimeline, type StoryTimeline, type TimedCall } from './support/openai-path-timeline';

/**
 * `npm run bench:openai-path` (issue 17 item 4): the real state machine on the local twin with the
 * OpenAI story makers pointed at the tests' fake OpenAI server, which answers after OpenAI's own
 * latencies (text ≈ 12 s for 800 tokens, a picture ≈ 20 s, speech ≈ 4 s per 1,500-character chunk, a
 * moderation ≈ 0.3 s) scaled down `SCALE` times, so a story takes a couple of seconds. The completion
 * holds a story of realistic length (the embedded writer's, for the same child and choices).
 *
 * Two runs, each in a process of its own (the text step reads ILLUSTRATIONS_PER_STORY once per
 * process, as in Lambda): the OpenAI path's default of 1 picture per story, then 3. Each prints the
 * critical path (POST → completed, median) against the longest single call and against text + the
 * longest of pictures and speech; budget: ≤ 1.3 × the latter, judged at full scale (the calls × the
 * factor, the orchestration between them as measured; see fullScaleRatio). `--scale=N` changes the
 * factor (1 = real time: then the measured ratio is judged as it is), `--stories=N` the number of stories.
 */
export const OPENAI_PATH_BUDGET_RATIO = 1.3;

const argument = (name: string, fallback: number): number => {
  const raw = process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
  const value = raw === undefined ? fallback : Number(raw);
  if (!(value > 0 && Number.isFinite(value))) throw new Error(`--${name} must be a positive number (got ${raw})`);
  return value;
};
const SCALE = argument('scale', 20);
const STORIES = Math.round(argument('stories', 5));
const PICTURES = process.argv.some((arg) => arg.startsWith('--pictures=')) ? Math.round(argument('pictures', 1)) : undefined;
/** Coarse on purpose: the poll runs in the twin's process, and its completion time is read from the story's row anyway. */
const POLL_MS = 100;

if (PICTURES === undefined) {
  // The parent: one child process per picture count, the same options passed on.
  const passed = process.argv.slice(2);
  let failed = false;
  for (const pictures of [1, 3]) {
    const run = spawnSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), ...passed, `--pictures=${pictures}`], { stdio: 'inherit' });
    if (run.status !== 0) failed = true;
  }
  process.exit(failed ? 1 : 0);
}

const CHOICES = {
  mainCharacter: 'un petit dragon qui a peur du noir',
  setting: 'la forêt enchantée',
  scenario: 'retrouver une étoile tombée du ciel',
  emotions: ['la joie', 'le courage'],
  values: ["l'amitié"],
};

// The pipeline's steps log `step done` / `step failed` as JSON lines: keep them off the screen, count the failures.
const stepFailures: string[] = [];
const stepDurations = new Map<string, number[]>();
/** When each story's text step started (wall clock, ms): its `step done` time less its duration. */
const textStepStarts = new Map<string, number>();
const write = process.stdout.write.bind(process.stdout);
process.stdout.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
  const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
  if (text.startsWith('{"level"')) {
    for (const line of text.split('\n').filter(Boolean)) {
      const entry = JSON.parse(line) as { message?: string; step?: string; storyId?: string; timestamp?: string; durationMs?: number; error?: string };
      if (entry.message === 'step failed') stepFailures.push(`${entry.step} (${entry.error}) after ${entry.durationMs} ms`);
      if (entry.message === 'step done' && entry.step && entry.durationMs !== undefined) {
        stepDurations.set(entry.step, [...(stepDurations.get(entry.step) ?? []), entry.durationMs]);
        if (entry.step === 'generate-text' && entry.storyId && entry.timestamp) textStepStarts.set(entry.storyId, Date.parse(entry.timestamp) - entry.durationMs);
      }
    }
    return true;
  }
  return write(chunk, ...(rest as []));
}) as typeof process.stdout.write;

const fake = await startFakeOpenAi({ latency: { profile: OPENAI_LATENCY, scale: 1 / SCALE } });
// A story of the length a real completion holds, for this child: the embedded writer's (without its scenes: the OpenAI writer tells none).
const request: StoryRequest = { child: { ...BENCH_CHILD }, choices: CHOICES, seed: 'bench-openai-path' };
const written = await createEmbeddedStoryWriter().write(request);
fake.setStoryJson(JSON.stringify({ title: written.title, content: written.content, moral: written.moral }));
// The makers choose OpenAI from these (the twin runs the functions in this process, on its environment).
process.env[ENV.openAiApiKey] = FAKE_API_KEY;
process.env[ENV.openAiBaseUrl] = fake.url;
const twin = await startBenchTwin();
// After the twin's start: its stack is synthesized without OpenAI context, so it sets 3; read at the text step's first import.
process.env[ENV.illustrationsPerStory] = String(PICTURES);

let exitCode: number;
try {
  const parent = await createBenchParent(twin, STORIES + 1);
  const profile = await parent.call('/api/profiles', { method: 'POST', body: JSON.stringify(BENCH_CHILD) });
  const body = { profileId: profile.id, ...CHOICES, narration: true };
  const stories = createStoryRepository(dynamoDocumentClient(), process.env[ENV.storiesTable]!);
  const problems: string[] = [];
  const makeStory = async (): Promise<StoryTimeline & { words: number }> => {
    problems.push(...fake.problems);
    fake.reset();
    const { postedAt, postAnsweredAt, id } = await postStory(parent, body);
    const story = await waitUntilCompleted(parent, id);
    // The moment the Complete step wrote `completed` (its updatedAt), not the poll's: exact, whatever the poll's period.
    const completedAt = Date.parse((await stories.get(parent.sub, id, { consistent: true }))!.updatedAt);
    // The fake's times are on performance.now(): on the wall clock like the rest.
    const wall = (at: number) => performance.timeOrigin + at;
    const calls: TimedCall[] = fake.requests.flatMap((call) => (call.path !== '/' && call.answeredAt !== undefined ? [{ path: call.path, receivedAt: wall(call.receivedAt), answeredAt: wall(call.answeredAt) }] : []));
    return { ...storyTimeline({ postedAt, postAnsweredAt, textStepStartedAt: textStepStarts.get(id), completedAt, calls }), words: String(story.content).split(/\s+/).length };
  };

  await makeStory(); // warm-up: the functions' modules, the clients' first connections
  stepDurations.clear();
  const runs: (StoryTimeline & { words: number })[] = [];
  for (let index = 0; index < STORIES; index += 1) runs.push(await makeStory());
  problems.push(...fake.problems);

  const med = (pick: (run: StoryTimeline) => number) => median(runs.map(pick));
  const ms = (value: number) => `${value.toFixed(0).padStart(6)} ms`;
  const seconds = (value: number) => `${(value / 1000).toFixed(1).padStart(6)} s`;
  const total = med((run) => run.totalMs);
  const ideal = med((run) => run.idealMs);
  const ratio = med((run) => run.ratioToIdeal);
  const row = (label: string, value: number, note = '', fullScale = value * SCALE) => console.log(`  ${label.padEnd(38)}${ms(value)}   ${seconds(fullScale)}${note}`);

  console.log(
    `OpenAI path, ${PICTURES} picture${PICTURES === 1 ? '' : 's'} per story, narrated: ${runs.length} stories of ${runs[0]!.words} words, latencies ÷${SCALE} ` +
      `(text ${OPENAI_LATENCY.chatFirstTokenMs} ms + ${OPENAI_LATENCY.chatMsPerToken} ms/token, picture ${OPENAI_LATENCY.imageMs / 1000} s, speech ${OPENAI_LATENCY.speechFirstByteMs} ms + ${OPENAI_LATENCY.speechMsPerCharacter} ms/character)`,
  );
  // At full scale the calls take SCALE times longer and the orchestration between them the same.
  const orchestrationOf = (run: StoryTimeline) => run.gaps.beforeText + run.gaps.textToMedia + run.gaps.afterMedia;
  const fullTotal = med((run) => (run.totalMs - orchestrationOf(run)) * SCALE + orchestrationOf(run));
  console.log(`  ${'medians over the stories'.padEnd(38)}     here   full scale (calls ×${SCALE}, the orchestration as here)`);
  row('POST → completed (critical path)', total, `   worst here ${ms(Math.max(...runs.map((run) => run.totalMs))).trim()}`, fullTotal);
  row('text (one completion)', med((run) => run.textMs));
  row(`pictures (${runs[0]!.pictures}, first asked → last)`, med((run) => run.imagesMs));
  row(`speech (${runs[0]!.speechChunks} chunks, first asked → last)`, med((run) => run.speechMs), `   one after the other: ${ms(med((run) => run.speechChunksSumMs)).trim()}`);
  row('longest single call', med((run) => run.longestCallMs));
  row('ideal: text + max(pictures, speech)', ideal);
  console.log(
    `  between the calls (not scaled)    before text ${med((run) => run.gaps.beforeText).toFixed(0)} ms (the POST answered in ${med((run) => run.gaps.post).toFixed(0)} ms, ` +
      `the text step started at ${med((run) => run.gaps.toTextStep).toFixed(0)} ms), text → media ${med((run) => run.gaps.textToMedia).toFixed(0)} ms ` +
      `(of which the story's moderation ${med((run) => run.storyModerationMs).toFixed(0)} ms), media → completed seen ${med((run) => run.gaps.afterMedia).toFixed(0)} ms`,
  );
  console.log(`  steps (median)                    ${[...stepDurations].map(([step, values]) => `${step} ${median(values).toFixed(0)} ms`).join(', ')}`);
  // The ratio the budget judges: at full scale.
  const fullRatio = med((run) => fullScaleRatio(run, SCALE));
  const gaps = med(orchestrationOf);
  console.log(`  critical path / longest call      ×${(total / med((run) => run.longestCallMs)).toFixed(2)} here, ×${(fullTotal / (med((run) => run.longestCallMs) * SCALE)).toFixed(2)} at full scale`);
  console.log(`  critical path / ideal             ×${ratio.toFixed(2)} here (orchestration ${gaps.toFixed(0)} ms beside ${ideal.toFixed(0)} ms of calls)`);
  console.log(
    `  at full scale                     ${(fullTotal / 1000).toFixed(1)} s, ×${fullRatio.toFixed(2)} the ideal   budget ×${OPENAI_PATH_BUDGET_RATIO}   ${fullRatio <= OPENAI_PATH_BUDGET_RATIO ? 'ok' : 'OVER'}`,
  );
  console.log(`  requests the real API would refuse: ${problems.length === 0 ? 'none' : problems.join('; ')}; step failures (retried): ${stepFailures.length === 0 ? 'none' : stepFailures.join('; ')}`);
  exitCode = fullRatio <= OPENAI_PATH_BUDGET_RATIO && problems.length === 0 && stepFailures.length === 0 ? 0 : 1;
} finally {
  await twin.dispose();
  await fake.close();
}
process.exit(exitCode);

/** POST /api/stories, timed on the wall clock (the pipeline's logs and the story's row are). */
async function postStory(parent: BenchParent, body: Record<string, unknown>): Promise<{ id: string; postedAt: number; postAnsweredAt: number }> {
  const postedAt = Date.now();
  const { id } = (await parent.call('/api/stories', { method: 'POST', body: JSON.stringify(body) })) as { id: string };
  return { id, postedAt, postAnsweredAt: Date.now() };
}

/** Polls the story until it is completed; a failed or stuck story fails the bench rather than hanging it. */
async function waitUntilCompleted(parent: BenchParent, id: string): Promise<Record<string, unknown>> {
  const deadline = Date.now() + 5 * 60_000;
  for (;;) {
    const story = await parent.call(`/api/stories/${id}`);
    if (story.status === 'completed') return story;
    if (story.status === 'failed') throw new Error(`Story ${id} failed: ${String(story.failureReason)}`);
    if (Date.now() > deadline) throw new Error(`Story ${id} still ${String(story.status)} after 5 minutes`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
