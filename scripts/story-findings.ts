import { parseArgs } from 'node:util';
import type { StoryRequest } from '#core/story-makers-port';
import { checkStory, type StoryFinding } from '#story-makers/story-checker/index';
import { composeStory } from '#story-makers/writer/compose';
import { storyRequest } from '../tests/fixtures/story-report-profiles';

/**
 * `npx tsx scripts/story-findings.ts [--count 1000] [--seed fresh] [--from 0] [--shown 3]`: the story
 * checker's findings on that many stories of the embedded writer, per rule (issue 26, items 1 and 5).
 * The requests are the report's profiles (every suggestion, age, gender and reading level, the
 * parent's free texts), with a seed of their own; one request in three is set in a place beyond the
 * suggestions (PLACES), so the world model meets places it was not written for. Measure on a seed
 * the writer was not tuned on.
 */

const { values: args } = parseArgs({ options: { count: { type: 'string' }, seed: { type: 'string' }, from: { type: 'string' }, shown: { type: 'string' }, rule: { type: 'string' } } });
const count = Number(args.count ?? 1000);
const from = Number(args.from ?? 0);
const seed = args.seed ?? 'findings';
const shown = Number(args.shown ?? 3);

/** Places a parent may type, indoors and out, under water, in the snow, the desert, the sky and space. */
const PLACES = [
  'une grotte', 'la savane', 'un lac', 'la banquise', 'la Lune', 'un phare', 'une boulangerie', 'un cirque', 'le grenier', "l'école",
  'un musée', 'un volcan', 'un récif de corail', 'une forêt enneigée', 'la plage', 'le château du roi', 'une ferme', 'la cuisine', 'un parc',
  'une oasis', 'le pôle Nord', 'un zoo', 'une cabane dans les bois', 'une épave', 'une piscine', 'un sous-marin', 'une fusée', 'la chambre',
];

function request(index: number): StoryRequest {
  const base = storyRequest(index, { seed });
  if (index % 3 !== 0) return base;
  return { ...base, choices: { ...base.choices, setting: PLACES[Math.floor(index / 3) % PLACES.length]! } };
}

const perRule = new Map<string, { stories: number; findings: number; examples: string[] }>();
let storiesWithFindings = 0;
const started = Date.now();
for (let index = from; index < from + count; index += 1) {
  const each = request(index);
  const found: StoryFinding[] = checkStory(composeStory(each), each).filter((finding) => !args.rule || finding.rule === args.rule);
  if (found.length > 0) storiesWithFindings += 1;
  for (const rule of new Set(found.map((finding) => finding.rule))) {
    const row = perRule.get(rule) ?? { stories: 0, findings: 0, examples: [] };
    row.stories += 1;
    for (const finding of found.filter((item) => item.rule === rule)) {
      row.findings += 1;
      if (row.examples.length < shown) row.examples.push(`(${each.seed}, ${each.child.age} ans, ${each.choices.setting}) ${finding.detail} : « ${finding.sentence} »`);
    }
    perRule.set(rule, row);
  }
}

console.log(`${count} histoires (graine ${seed}, index ${from}–${from + count - 1}), ${storiesWithFindings} avec au moins un constat, ${((Date.now() - started) / 1000).toFixed(0)} s`);
for (const [rule, row] of [...perRule].sort(([, a], [, b]) => b.findings - a.findings)) {
  console.log(`\n${rule}: ${row.findings} constats dans ${row.stories} histoires`);
  for (const example of row.examples) console.log(`  - ${example}`);
}
