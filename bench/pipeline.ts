import { BENCH_CHILD, createBenchParent, createStoryAndWait, startBenchTwin } from './support/bench-twin';

/**
 * `npm run bench:pipeline`: 10 stories created one after the other through the local twin's API with
 * the embedded story makers, timed from `POST /api/stories` to the first poll that reads `completed`
 * (polling every 25 ms, finer than the web's 5 s so the poll adds almost nothing). Also reports how much
 * running the image and the narration side by side saves, from the steps' own timings in the logs.
 */
export const PIPELINE_MEDIAN_BUDGET_MS = 5_000;
const STORIES = 10;
const POLL_MS = 25;

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

const twin = await startBenchTwin();
let exitCode: number;
try {
  // A parent with a profile and enough credits.
  const parent = await createBenchParent(twin, STORIES + 1);
  const profile = await parent.call('/api/profiles', { method: 'POST', body: JSON.stringify(BENCH_CHILD) });
  const createAndWait = (index: number) =>
    createStoryAndWait(
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
  await twin.dispose();
}
process.exit(exitCode);
