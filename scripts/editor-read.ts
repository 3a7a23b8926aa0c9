import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { StoryRequest } from '#core/story-makers-port';
import { composeStory } from '#story-makers/writer/compose';
import { storyRequest } from '../tests/fixtures/story-report-profiles';

/**
 * `npm run story:editor-read -- --seed editor-read-40 --start 19019 --step 37 --out <folder>`: the stories an
 * independent editor reads (issue 26's figure), written by the embedded writer for profiles it never saw:
 * `--count` requests (40) of `storyRequest(start + step × i, { seed })`, ten per age band of 4–5, 6–7 and
 * 8–10 in the order the ages cycle. Each read takes a new seed and a new start, never used before (README
 * lists the ones spent), so no pass can tune on the stories it is scored on.
 *
 * Writes `stories.md` (what the parent asked, then the story: the only file the editor opens) and
 * `requests.json` (the requests, for the lead to find a story again).
 */
const { values: options } = parseArgs({
  options: {
    seed: { type: 'string' },
    start: { type: 'string' },
    step: { type: 'string', default: '37' },
    count: { type: 'string', default: '40' },
    out: { type: 'string' },
  },
});
if (!options.seed || !options.start || !options.out) {
  console.error('Usage: npm run story:editor-read -- --seed <new seed> --start <new index> [--step 37] [--count 40] --out <folder>');
  process.exit(2);
}

const band = (age: number): string => (age <= 5 ? '4–5 ans' : age <= 7 ? '6–7 ans' : '8–10 ans');

/** What the parent chose in the wizard and the profile, as the editor needs it to judge what was asked. */
function asked(request: StoryRequest): string {
  const { child, choices } = request;
  const traits = child.personality.join(', ');
  return [
    `- Enfant : ${child.name}, ${child.age} ans (${child.gender === 'girl' ? 'fille' : 'garçon'}), traits : ${traits}, loisir : ${child.favoriteHobby || '—'}`,
    `- Compagnon : ${choices.mainCharacter}`,
    `- Lieu : ${choices.setting}`,
    `- Scénario : ${choices.scenario}`,
    `- Valeurs : ${choices.values.join(', ') || '—'} ; émotions : ${choices.emotions.join(', ') || '—'}`,
  ].join('\n');
}

const start = Number(options.start);
const step = Number(options.step);
const requests = Array.from({ length: Number(options.count) }, (_, index) => storyRequest(start + index * step, { seed: options.seed }));
const sections = requests.map((request, index) => {
  const story = composeStory(request);
  return [`## Histoire ${index + 1} (${band(request.child.age)})`, '', '### Demande', '', asked(request), '', `### ${story.title}`, '', story.content, '', `*${story.moral}*`, ''].join('\n');
});
const folder = resolve(options.out);
mkdirSync(folder, { recursive: true });
writeFileSync(join(folder, 'stories.md'), `# ${requests.length} histoires\n\n${sections.join('\n')}`);
writeFileSync(join(folder, 'requests.json'), `${JSON.stringify(requests, null, 1)}\n`);
const perBand = ['4–5 ans', '6–7 ans', '8–10 ans'].map((name) => `${name}: ${requests.filter((request) => band(request.child.age) === name).length}`);
console.log(`${requests.length} stories in ${join(folder, 'stories.md')} (${perBand.join(', ')})`);
