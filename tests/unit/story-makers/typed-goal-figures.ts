/**
 * Tuning figures of the typed-goal lists (issue 25), printed per list and half: the labelled-told requests
 * told, declined, read and not told, told as another plot; companions swapped. Run by hand with
 * `npx tsx tests/unit/story-makers/typed-goal-figures.ts [--ids]`; never a held-out read (list 6 is not here).
 */
import { readStoryFrame } from '#story-makers/frame/index';
import { scenarioTold } from '#story-makers/story-checker/index';
import { composeStory } from '#story-makers/writer/compose';
import { SEEDED_SCENARIOS } from '#shared/scenarios';
import type { GoalEntry } from '../../fixtures/free-text-goal-set';
import { KIND_GOALS } from '../../fixtures/free-text-goals-kinds';
import { KIND_2_GOALS } from '../../fixtures/free-text-goals-kinds-2';
import { KIND_3_GOALS } from '../../fixtures/free-text-goals-kinds-3';
import { LIST_3_GOALS } from '../../fixtures/free-text-goals-list-3';
import { LIST_4_GOALS } from '../../fixtures/free-text-goals-list-4';
import { LIST_5_GOALS } from '../../fixtures/free-text-goals-list-5';
import { LIST_6_GOALS } from '../../fixtures/free-text-goals-list-6';
import { LIST_7_GOALS } from '../../fixtures/free-text-goals-list-7';
import { tellFreeText } from '../../fixtures/free-text-requests';

const LISTS: [string, readonly GoalEntry[]][] = [
  ['list 3', LIST_3_GOALS],
  ['list 4', LIST_4_GOALS],
  ['list 5', LIST_5_GOALS],
  ['list 6', LIST_6_GOALS],
  ['list 7', LIST_7_GOALS],
  ['kinds', KIND_GOALS],
  ['kinds-2', KIND_2_GOALS],
  ['kinds-3', KIND_3_GOALS],
];
const showIds = process.argv.includes('--ids');
const only = process.argv.find((arg) => arg.startsWith('--list='))?.slice(7);

for (const [name, entries] of LISTS) {
  if (only && name !== only) continue;
  for (const half of ['tune', 'held-out'] as const) {
    const counts: Record<string, number> = {};
    let swapped = 0;
    let labelledTold = 0;
    let wrongDeclines = 0;
    for (const entry of entries.filter((each) => each.half === half)) {
      const result = tellFreeText(entry, {
        read: readStoryFrame,
        write: composeStory,
        presetTold: (story, frame) => SEEDED_SCENARIOS.some((scenario) => scenario.id !== frame.goal.presetId && scenarioTold(story, scenario)),
      });
      if (!result.companionKept) swapped += 1;
      if (entry.expected === 'declined') {
        if (result.outcome !== 'declined') wrongDeclines += 1;
        if (showIds && result.outcome !== 'declined') console.log(`  ${entry.id} should decline, ${result.outcome}: ${entry.scenario}`);
        continue;
      }
      labelledTold += 1;
      counts[result.outcome] = (counts[result.outcome] ?? 0) + 1;
      if (showIds && result.outcome !== 'told') {
        const reading = readStoryFrame(entry.request.choices);
        const why = reading.ok ? `${reading.frame.goal.action}/${reading.frame.goal.skill ?? reading.frame.goal.object?.noun.id ?? ''}` : reading.declines.map((decline) => `${decline.field}:${decline.notUnderstood.join(' ')}`).join(' | ');
        console.log(`  ${entry.id} ${result.outcome} [${why}]: ${entry.scenario} / ${entry.mainCharacter} / ${entry.setting}`);
      }
    }
    console.log(`${name} ${half}: told ${counts.told ?? 0}/${labelledTold}, declined ${counts.declined ?? 0}, not-told ${counts['not-told'] ?? 0}, another-plot ${counts['another-plot'] ?? 0}; labelled declined not declined ${wrongDeclines}; companions swapped ${swapped}`);
  }
}
