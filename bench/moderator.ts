import { performance } from 'node:perf_hooks';
import { createEmbeddedModerator } from '#story-makers/moderator/embedded-moderator';
import type { ModerationInput, StoryRequest } from '#core/story-makers-port';
import { SAMPLE_STORY_REQUEST } from '#story-makers/sample-request';
import { createEmbeddedStoryWriter } from '#story-makers/writer/embedded-story-writer';

/**
 * `npx tsx bench/moderator.ts`: the embedded moderator's speed against its budgets, on this 2-core
 * machine. It checks every parent's text before a credit is spent and every story before it is
 * stored, inside the Lambdas: it must stay at microseconds per field and milliseconds per story.
 * - wizard forms per second: the five fields of an ordinary form (the unit tests' old timed check);
 * - one 200-character field: the longest free text a parent can type, with evasions to undo;
 * - checkStory of a long story (a 10-year-old advanced reader's, about 800 words).
 * Medians over several rounds, after a warm-up (module loading and JIT are not the per-check cost).
 * Exits 1 when a budget is exceeded.
 */
export const FORMS_PER_SECOND_BUDGET = 2_000;
export const LONG_FIELD_BUDGET_US = 500;
export const CHECK_STORY_BUDGET_MS = 25;

const ROUNDS = 9;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** The median duration of one call, in milliseconds, over `ROUNDS` rounds of `calls` calls. */
async function medianMs(calls: number, run: (index: number) => Promise<unknown>): Promise<number> {
  for (let index = 0; index < calls; index += 1) await run(index);
  const rounds: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const started = performance.now();
    for (let index = 0; index < calls; index += 1) await run(index);
    rounds.push((performance.now() - started) / calls);
  }
  return median(rounds);
}

const moderator = createEmbeddedModerator();

const FORM: ModerationInput[] = [
  { field: 'mainCharacter', text: 'un petit dragon qui a peur du noir' },
  { field: 'setting', text: 'la forêt enchantée près du grand lac' },
  { field: 'scenario', text: 'retrouver une étoile tombée du ciel avec ses amis' },
  { field: 'emotions', text: 'la joie' },
  { field: 'values', text: "l'amitié" },
];

/** Long fields, the worst a parent can type: 200 characters, spaced letters, look-alikes, invisible characters. */
const LONG_FIELDS = [
  'Un petit dragon qui a peur du noir vit dans la forêt enchantée près du grand lac avec ses amis les lapins, les hiboux et les écureuils, et veut retrouver une étoile tombée du ciel pour la rendre à la lune.',
  'L e  p e t i t  d r a g o n  a  p e u r  d u  n o i r  e t  c h e r c h e  s e s  a m i s  d a n s  l a  f o r ê t  e n c h a n t é e  p r è s  d u  g r a n d  l a c  b l e u  e t  d e s  m o n t a g n e s',
  'Lа prіnсеssе еt lе drаgоn\u200b pаrtеnt à l’аvеnturе dаns lе сhâtеаu dеs nuаgеs pоur rеtrоuvеr lа сlé d’оr, аvес lеurs аmіs lеs lutіns, lеs fééеs еt lе vіеuх hіbоu quі соnnаît tоus lеs sесrеts.',
].map((text) => text.slice(0, 200));

const request: StoryRequest = { ...SAMPLE_STORY_REQUEST, child: { ...SAMPLE_STORY_REQUEST.child, age: 10, readingLevel: 'advanced' } };
const story = await createEmbeddedStoryWriter().write(request);
const words = story.content.split(/\s+/).filter(Boolean).length;

const formMs = await medianMs(500, () => moderator.check(FORM));
const longFieldMs = await medianMs(300, (index) => moderator.check([{ field: 'scenario', text: LONG_FIELDS[index % LONG_FIELDS.length]! }]));
const storyMs = await medianMs(20, () => moderator.checkStory(story, request));

const formsPerSecond = 1000 / formMs;
const rows = [
  { name: 'wizard forms (5 fields) per second', value: formsPerSecond, unit: '/s', budget: FORMS_PER_SECOND_BUDGET, ok: formsPerSecond >= FORMS_PER_SECOND_BUDGET, digits: 0 },
  { name: 'one 200-character field', value: longFieldMs * 1000, unit: 'µs', budget: LONG_FIELD_BUDGET_US, ok: longFieldMs * 1000 <= LONG_FIELD_BUDGET_US, digits: 1 },
  { name: `checkStory (${words} words)`, value: storyMs, unit: 'ms', budget: CHECK_STORY_BUDGET_MS, ok: storyMs <= CHECK_STORY_BUDGET_MS, digits: 2 },
];

let over = false;
for (const row of rows) {
  over ||= !row.ok;
  const direction = row.unit === '/s' ? 'at least' : 'at most';
  console.log(
    `${row.name.padEnd(36)} median ${row.value.toFixed(row.digits).padStart(9)} ${row.unit.padEnd(2)}   budget ${direction} ${String(row.budget).padStart(5)} ${row.unit}   ${row.ok ? 'ok' : 'OVER'}`,
  );
}
console.log(`(${(formMs * 200).toFixed(1)} µs per field of an ordinary form)`);
process.exit(over ? 1 : 0);
