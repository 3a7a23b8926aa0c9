import { performance } from 'node:perf_hooks';
import { BENCH_CHILD, createBenchParent, createStoryAndWait, startBenchTwin } from './support/bench-twin';
import { scenesToDraw } from '#core/stories/story-pictures';
import type { StoryRequest } from '#core/story-makers-port';
import { createEmbeddedStoryMakers } from '#story-makers/embedded-story-makers';
import { SAMPLE_STORY_REQUEST } from '#story-makers/sample-request';
import { dynamoDocumentClient } from '#adapters/aws-clients';
import { createStoryRepository } from '#adapters/stories/story-repository';
import { ENV } from '#shared/environment';

/**
 * `npm run bench:pipeline`: 10 stories created one after the other through the local twin's API with
 * the embedded story makers, timed from `POST /api/stories` to the moment the Complete step wrote
 * `completed` (the story row's `updatedAt`, read once the poll sees it). The poll runs every 250 ms: each
 * poll is a request through the API and DynamoDB Local, and polling every 25 ms took CPU from the
 * narration on this 2-core machine (the web polls every 5 s). Also reports how much
 * running the image and the narration side by side saves, from the steps' own timings in the logs.
 *
 * First, in the same process and before the twin starts, the makers alone: the medians of writing a story
 * like the bench's, illustrating its three pictures and narrating it. The pipeline's median over their
 * critical path, write + max(illustrate three, narrate), is the orchestration's cost as a ratio: on a busy
 * machine both sides slow down together, so a regression in the orchestration (a step no longer side by
 * side, a slower hand-over) moves the ratio where the raw times would drown it.
 */
export const PIPELINE_MEDIAN_BUDGET_MS = 3_000;
export const PIPELINE_WORST_BUDGET_MS = 5_000;
const STORIES = 10;
const POLL_MS = 250;
const MAKER_RUNS = 5;

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
const cpuMsSince = (before: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
};

/** Median wall and CPU time (every thread of this process) of `runs` runs, after a warm-up run. */
async function timeMaker(run: (index: number) => Promise<unknown>): Promise<{ ms: number; cpuMs: number }> {
  await run(-1);
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let index = 0; index < MAKER_RUNS; index += 1) {
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    await run(index);
    wall.push(performance.now() - started);
    cpu.push(cpuMsSince(cpuBefore));
  }
  return { ms: median(wall), cpuMs: median(cpu) };
}

// The makers alone, on a request like the bench's stories (the bench child, the same choices).
const makers = createEmbeddedStoryMakers();
const { name: _name, avatar: _avatar, theme: _theme, ...benchChild } = BENCH_CHILD;
const makerRequest = (index: number): StoryRequest => ({
  seed: `bench-makers-${index}`,
  child: { ...SAMPLE_STORY_REQUEST.child, ...benchChild, name: BENCH_CHILD.name },
  choices: { ...SAMPLE_STORY_REQUEST.choices, setting: SETTINGS[(index + SETTINGS.length) % SETTINGS.length]!, values: ["l'amitié"] },
});
const sampleStory = await makers.writer.write(makerRequest(0));
const sampleScenes = scenesToDraw(sampleStory, 3);
const makerTimes = {
  write: await timeMaker((index) => makers.writer.write(makerRequest(index))),
  illustrate: await timeMaker(async (index) => {
    for (const scene of sampleScenes) await makers.illustrator.illustrate(makerRequest(index), scene);
  }),
  narrate: await timeMaker(() => makers.narrator.narrate({ story: sampleStory, childAge: BENCH_CHILD.age })),
};
const criticalPathMs = makerTimes.write.ms + Math.max(makerTimes.illustrate.ms, makerTimes.narrate.ms);

const twin = await startBenchTwin();
let exitCode: number;
try {
  // A parent with a profile and enough credits.
  const parent = await createBenchParent(twin, STORIES + 1);
  const profile = await parent.call('/api/profiles', { method: 'POST', body: JSON.stringify(BENCH_CHILD) });
  const stories = createStoryRepository(dynamoDocumentClient(), process.env[ENV.storiesTable]!);
  const createAndWait = async (index: number) => {
    const postedAt = Date.now();
    const run = await createStoryAndWait(
      parent,
      {
        profileId: profile.id,
        mainCharacter: 'un petit dragon qui a peur du noir',
        setting: SETTINGS[(index + SETTINGS.length) % SETTINGS.length],
        scenario: 'retrouver une étoile tombée du ciel',
        emotions: ['la joie', 'le courage'],
        values: ["l'amitié"],
      },
      POLL_MS,
    );
    const completedAt = Date.parse((await stories.get(parent.sub, run.id, { consistent: true }))!.updatedAt);
    return { ...run, ms: completedAt - postedAt };
  };

  await createAndWait(-1); // warm-up: module loading (the eSpeak workers already run)
  const runs = [];
  const storyCpuMs: number[] = [];
  for (let index = 0; index < STORIES; index += 1) {
    const cpuBefore = process.cpuUsage();
    runs.push(await createAndWait(index));
    storyCpuMs.push(cpuMsSince(cpuBefore));
  }

  const times = runs.map((run) => run.ms);
  const medianMs = median(times);
  const worstMs = Math.max(...times);
  const withinBudget = medianMs <= PIPELINE_MEDIAN_BUDGET_MS && worstMs <= PIPELINE_WORST_BUDGET_MS;
  const savings = runs
    .map((run) => stepDurations.get(run.id))
    .filter((steps): steps is Record<string, number> => Boolean(steps?.['generate-image'] && steps['generate-audio']))
    .map((steps) => ({ image: steps['generate-image']!, audio: steps['generate-audio']!, saved: Math.min(steps['generate-image']!, steps['generate-audio']!) }));
  console.log(`stories: ${runs.length} (${Math.min(...runs.map((run) => run.words))}–${Math.max(...runs.map((run) => run.words))} words, narrated)`);
  console.log(
    `POST → completed   median ${medianMs.toFixed(0).padStart(6)} ms   worst ${worstMs.toFixed(0).padStart(6)} ms   ` +
      `budget ${PIPELINE_MEDIAN_BUDGET_MS} ms median, ${PIPELINE_WORST_BUDGET_MS} ms worst   ${withinBudget ? 'ok' : 'OVER'}   ` +
      `CPU ${median(storyCpuMs).toFixed(0)} ms (this process: API, step handlers, eSpeak workers; not DynamoDB Local)`,
  );
  const maker = (name: string, time: { ms: number; cpuMs: number }) => `${name} ${time.ms.toFixed(0)} ms (CPU ${time.cpuMs.toFixed(0)})`;
  console.log(
    `makers alone       ${maker('write', makerTimes.write)}, ${maker('illustrate three', makerTimes.illustrate)}, ${maker('narrate', makerTimes.narrate)}: ` +
      `write + max(illustrate, narrate) = ${criticalPathMs.toFixed(0)} ms`,
  );
  console.log(`orchestration      median / makers' critical path = ${(medianMs / criticalPathMs).toFixed(2)}`);
  if (savings.length > 0) {
    console.log(
      `image ∥ audio       median image ${median(savings.map((s) => s.image)).toFixed(0)} ms, audio ${median(savings.map((s) => s.audio)).toFixed(0)} ms: ` +
        `running them side by side saves a median ${median(savings.map((s) => s.saved)).toFixed(0)} ms per story (${((median(savings.map((s) => s.saved)) / medianMs) * 100).toFixed(1)} % of the total)`,
    );
  }
  console.log(`step failures (retried): ${stepFailures.length === 0 ? 'none' : stepFailures.join('; ')}`);
  exitCode = withinBudget ? 0 : 1;
} finally {
  await twin.dispose();
}
process.exit(exitCode);
