import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { StoryRequest, WrittenStory } from '#core/story-makers-port';
import { AGREEMENT_RULE, checkStory, dialogueExchanges, FALSE_ENDING_RULE, PROOFREADING_RULE_NAMES, scenarioTold, seededScenario, STORY_RULE_NAMES, type StoryFinding } from '#story-makers/story-checker/index';
import { escapeRegExp, normalise, readStory, splitSentences } from '#story-makers/story-checker/text';
import { planDrawing } from '#story-makers/illustrator/drawing-plan';
import { composeStory } from '#story-makers/writer/compose';
import { lengthBand } from '#story-makers/writer/fit';
import { STORY_REPORT_REQUESTS, storyRequests } from '../tests/fixtures/story-report-profiles';
import { FREE_TEXT_REQUESTS, tellFreeText, type FreeTextOutcome } from '../tests/fixtures/free-text-requests';
import { readStoryFrame } from '#story-makers/frame/index';
import { SEEDED_SCENARIOS } from '#shared/scenarios';
import { kindDrawing } from '#story-makers/illustrator/frame-drawing';
import { companionDrawn, frameReuse, longestParagraphShare, storiesSharingPassages, type CompanionDrawn, type StoryNames } from '../tests/fixtures/story-variety';

/**
 * `npm run story:report [-- --out report.md]`: the story-quality figures of issue 16 for the embedded
 * writer, on the 40 fixed profiles of tests/fixtures/story-report-profiles.ts, plus 40 stories per age
 * band (4–5, 6–7, 8–10, the writer's `lengthBand`) for the figures whose targets are per band.
 *
 * Definitions:
 * - scenario told: the story narrates the seeded scenario's problem then its resolution (the checker's
 *   `scenarioTold`); a parent's free-text scenario has no predicate and is counted apart.
 * - false ending: a story with at least one `false-ending` finding of the checker.
 * - clause: a segment of the story's content between sentence punctuation (. ! ? … : ;), commas,
 *   « and », and the coordinating "et" and "mais"; lower-cased, punctuation removed, the child's name
 *   replaced by {nom} and the companion (its full text and its head noun) by {compagnon}. Only
 *   segments of 4 words or more are clauses: shorter ones ("dit-elle", "Bonne nuit", "répondit {nom}")
 *   are grammar — dialogue tags, greetings — not stock phrasing, and are not counted at all.
 * - stock clause: a clause that occurs in 3 or more of the stories of one age band (40 stories).
 * - repetition: the share of clause occurrences (of 4 words or more), in a band, that are occurrences
 *   of stock clauses. The Markdown lists each band's 10 most frequent stock clauses (by the number of
 *   stories they occur in), so that a writer knows what to vary.
 * - openings and endings: the first and the last sentence of the content, normalised as above;
 *   "distinct" counts the different ones among the band's 40 stories.
 * - length: words of the content (whitespace-separated tokens with a letter or digit), median per age.
 * - name frequency: mentions of the child's name per 100 words of content.
 * - dialogue: exchanges per story as the checker's `dialogueExchanges` counts them (a quoted line
 *   followed, within the next two sentences, by a quoted line of another speaker, speakers read from
 *   the speech tags); per band, the median number of exchanges and the share of stories with at least
 *   2 (the issue asks for 2–4 real exchanges).
 * - drawn without fallback: the illustrator's `planDrawing(request)` gives a drawing of its own
 *   (not null) for the companion, and for the place.
 * - proofreading findings (issue 26, item 5): findings of the checker's proofreading rules (PROOFREADING_RULE_NAMES), per band.
 * - issue 26, item 8, per band (helpers in tests/fixtures/story-variety.ts, shared with the writer-craft test):
 *   - world breaks: stories with a finding of a checker rule about the place's world (a rule name with
 *     "world", "place" or "setting"); without such a rule the column says it is not measured.
 *   - longest paragraph share: the largest share of a story's words in one paragraph; median and max.
 *   - frames: a sentence's first 4 words, folded (lower case, no accents nor punctuation), the child's name
 *     as {nom} and the companion (its text, head noun, frame kind and name) as {compagnon}; a frame is
 *     repeated when it opens sentences in more than 1 story in 10 of the band; the share of sentences of 4
 *     words or more that open with a repeated frame. Shared passages: stories holding an 8-word passage
 *     that 3 or more stories of the band hold (itself and 2 others).
 *   - companions drawn without fallback: the request's frame (read from the choices as at creation when
 *     the request carries none) and the illustrator's `kindDrawing` for its character kind: drawn as
 *     itself, or as the star-sprite, its family's generic look (the plain fish for a sole) or another kind
 *     (a king as the prince), judged against word lists of the helper, not the illustrator's own.
 * - free texts (issue 25): the 40 requests of tests/fixtures/free-text-requests.ts, each with its own
 *   told test written before any run, halved tune / held-out by index. Each is declined by the frame
 *   reader (before any credit: not told, not a failure), told (its goal set out then achieved in the
 *   resolution, its companion and place named by their kinds), told as another plot (a preset
 *   scenario other than the frame's own is told) or not told. Only the "tune" half was tuned on.
 */

// --seed gives the per-band requests another seed prefix (`<seed>-4`, `<seed>-6`, `<seed>-8`), e.g. the
// held-out seed of tests/fixtures/story-variety.ts, read once.
const { values: args } = parseArgs({ options: { out: { type: 'string' }, seed: { type: 'string' } } });

interface Written {
  request: StoryRequest;
  story: WrittenStory;
  findings: StoryFinding[];
}

const write = (request: StoryRequest): Written => {
  const story = composeStory(request);
  return { request, story, findings: checkStory(story, request) };
};

const countWords = (text: string) => text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return 0;
  const middle = Math.floor(sorted.length / 2);
  // Not rounded: names per 100 words are fractions (2.28 must not read 2.0).
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const percent = (part: number, whole: number) => (whole === 0 ? 'n/a' : `${((100 * part) / whole).toFixed(1)} %`);

/** A piece of text with the child's name and the companion as placeholders, for comparing stories. */
function withPlaceholders(text: string, request: StoryRequest): string {
  const companion = normalise(request.choices.mainCharacter);
  const head = companion.split(' ').find((word, index) => index > 0 && word.length > 3) ?? companion;
  return normalise(text)
    .replace(new RegExp(`(?<![\\p{L}])${escapeRegExp(normalise(request.child.name))}(?![\\p{L}])`, 'gu'), '{nom}')
    .replace(new RegExp(`(?<![\\p{L}])${escapeRegExp(companion)}(?![\\p{L}])`, 'gu'), '{compagnon}')
    .replace(new RegExp(`(?<![\\p{L}])${escapeRegExp(head)}(?![\\p{L}])`, 'gu'), '{compagnon}');
}

/** Fewer words than this is grammar (a dialogue tag, a greeting), not a clause a reader notices twice. */
const CLAUSE_MIN_WORDS = 4;
const STOCK_MIN_STORIES = 3;
const STOCK_SHOWN = 10;

function clauses({ story, request }: Written): string[] {
  return story.content
    .split(/[.!?…:;,«»]|(?<![\p{L}])(?:et|mais)(?![\p{L}])/iu)
    .map((segment) => withPlaceholders(segment, request))
    .filter((clause) => clause.split(' ').filter(Boolean).length >= CLAUSE_MIN_WORDS);
}

/** The words that stand for the child and the companion in a story, for its sentence frames. */
function storyNames(request: StoryRequest): StoryNames {
  const companion = normalise(request.choices.mainCharacter);
  const head = companion.split(' ').find((word, index) => index > 0 && word.length > 3) ?? companion;
  const character = frameOf(request)?.character;
  const kindNames = character ? [character.kind.singular, character.kind.plural, character.name ?? ''] : [];
  return { child: [request.child.name], companion: [companion, head, ...kindNames] };
}

/** The request's frame, read from its choices as the app does at creation when the request carries none. */
function frameOf(request: StoryRequest) {
  if (request.frame) return request.frame;
  const reading = readStoryFrame(request.choices);
  return reading.ok ? reading.frame : null;
}

/** A rule of the checker about the place's world (issue 26, item 1), when there is one. */
const WORLD_RULES = (STORY_RULE_NAMES as readonly string[]).filter((rule) => /world|place|setting|monde|lieu/.test(rule));
const PASSAGE_WORDS = 8;
const PASSAGE_MIN_STORIES = 3;
const FRAMES_SHOWN = 5;

function bandFigures(stories: Written[]) {
  const perStory = stories.map(clauses);
  const storiesWith = new Map<string, number>();
  for (const list of perStory) for (const clause of new Set(list)) storiesWith.set(clause, (storiesWith.get(clause) ?? 0) + 1);
  const occurrences = perStory.flat();
  const stock = occurrences.filter((clause) => (storiesWith.get(clause) ?? 0) >= STOCK_MIN_STORIES).length;
  const topStock = [...storiesWith]
    .filter(([, count]) => count >= STOCK_MIN_STORIES)
    .sort(([clauseA, a], [clauseB, b]) => b - a || clauseA.localeCompare(clauseB))
    .slice(0, STOCK_SHOWN);
  const sentences = stories.map(({ story, request }) => splitSentences(story.content).map((sentence) => withPlaceholders(sentence, request)));
  const names = stories.map(({ story, request }) => {
    const mentions = story.content.match(new RegExp(`(?<![\\p{L}])${escapeRegExp(request.child.name)}(?![\\p{L}])`, 'gu'))?.length ?? 0;
    return (100 * mentions) / Math.max(1, countWords(story.content));
  });
  const exchanges = stories.map(({ story, request }) => dialogueExchanges(story, request));
  return {
    repetition: percent(stock, occurrences.length),
    medianExchanges: median(exchanges),
    withTwoExchanges: percent(exchanges.filter((count) => count >= 2).length, stories.length),
    openings: new Set(sentences.map((list) => list[0])).size,
    endings: new Set(sentences.map((list) => list.at(-1))).size,
    medianWords: Math.round(median(stories.map(({ story }) => countWords(story.content)))),
    namesPer100: median(names).toFixed(2),
    findings: stories.filter(({ findings }) => findings.length > 0).length,
    proofreading: stories.flatMap(({ findings }) => findings).filter((finding) => (PROOFREADING_RULE_NAMES as readonly string[]).includes(finding.rule)).length,
    topStock,
    ...issue26Figures(stories),
  };
}

/** The figures of issue 26, item 8 (see the definitions at the top). */
function issue26Figures(stories: Written[]) {
  const shares = stories.map(({ story }) => longestParagraphShare(story.content));
  const reuse = frameReuse(stories.map(({ story, request }) => ({ content: story.content, names: storyNames(request) })));
  const drawnAs = stories.map(({ request }): CompanionDrawn | 'no-frame' => {
    const kind = frameOf(request)?.character.kind;
    return kind ? companionDrawn(kind, kindDrawing(kind)) : 'no-frame';
  });
  const count = (what: CompanionDrawn | 'no-frame') => drawnAs.filter((drawn) => drawn === what).length;
  const worldBreaks = WORLD_RULES.length === 0 ? null : stories.filter(({ findings }) => findings.some((finding) => WORLD_RULES.includes(finding.rule))).length;
  return {
    worldBreaks,
    medianShare: percent(median(shares), 1),
    maxShare: percent(Math.max(...shares), 1),
    reusedFrames: percent(reuse.reused, reuse.sentences),
    frames: reuse.frames,
    sharingPassages: storiesSharingPassages(stories.map(({ story }) => story), PASSAGE_WORDS, PASSAGE_MIN_STORIES).count,
    drawnAsItself: count('itself'),
    drawnAs: { star: count('star'), generic: count('generic'), otherKind: count('other-kind'), noFrame: count('no-frame') },
  };
}

const fixed = STORY_REPORT_REQUESTS.map(write);
const bands: { label: string; ages: number[] }[] = [
  { label: '4–5 ans', ages: [4, 5] },
  { label: '6–7 ans', ages: [6, 7] },
  { label: '8–10 ans', ages: [8, 9, 10] },
];
const perBand = bands.map((band) => ({ ...band, stories: storyRequests(40, { ages: band.ages, seed: `${args.seed ?? 'band'}-${band.ages[0]}` }).map(write) }));

const seeded = fixed.filter(({ request }) => seededScenario(request.choices.scenario));
const told = seeded.filter(({ request, story }) => scenarioTold(story, seededScenario(request.choices.scenario)!)).length;
const storiesWithRule = (rule: string) => fixed.filter(({ findings }) => findings.some((finding) => finding.rule === rule)).length;
const drawn = fixed.map(({ request }) => planDrawing(request));

const lines: string[] = [];
lines.push('# Rapport de qualité des histoires (écrivain intégré)', '');
lines.push(`## Les 40 profils fixes`, '');
lines.push('| Mesure | Valeur |', '| --- | --- |');
lines.push(`| Scénario raconté (problème puis résolution) | ${told}/${seeded.length} scénarios prédéfinis (${fixed.length - seeded.length} textes libres à part) |`);
lines.push(`| Fins qui annoncent une réussite non racontée | ${storiesWithRule(FALSE_ENDING_RULE)}/40 |`);
lines.push(`| Constats d'accord | ${fixed.flatMap(({ findings }) => findings).filter((finding) => finding.rule === AGREEMENT_RULE).length} (${storiesWithRule(AGREEMENT_RULE)}/40 histoires) |`);
lines.push(`| Histoires sans aucun constat | ${fixed.filter(({ findings }) => findings.length === 0).length}/40 |`);
lines.push(`| Compagnons dessinés sans dessin générique | ${drawn.filter((plan) => plan.companion !== null).length}/40 |`);
lines.push(`| Lieux dessinés sans dessin générique | ${drawn.filter((plan) => plan.place !== null).length}/40 |`);
lines.push('', '### Constats par règle', '', '| Règle | Constats | Histoires |', '| --- | --- | --- |');
for (const rule of STORY_RULE_NAMES) lines.push(`| ${rule} | ${fixed.flatMap(({ findings }) => findings).filter((finding) => finding.rule === rule).length} | ${storiesWithRule(rule)}/40 |`);
lines.push('', '## 40 histoires par tranche d’âge', '');
lines.push('| Tranche | Bande de mots | Répétition (propositions toutes faites) | Débuts distincts | Fins distinctes | Mots (médiane) | Prénom / 100 mots (médiane) | Échanges de dialogue (médiane) | Histoires avec 2 échanges ou plus | Histoires avec constats | Constats de relecture |');
lines.push('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
const bandResults = perBand.map((band) => ({ band, figures: bandFigures(band.stories) }));
for (const { band, figures } of bandResults) {
  const [low, high] = lengthBand(band.ages[0]!);
  lines.push(`| ${band.label} | ${low}–${high} | ${figures.repetition} | ${figures.openings}/40 | ${figures.endings}/40 | ${figures.medianWords} | ${figures.namesPer100} | ${figures.medianExchanges} | ${figures.withTwoExchanges} | ${figures.findings}/40 | ${figures.proofreading} |`);
}
lines.push('', '### Issue 26 : monde, paragraphes, cadres de phrases, relecture et dessins, par tranche', '');
lines.push('| Tranche | Ruptures du monde | Plus long paragraphe (médiane) | Plus long paragraphe (max) | Phrases sur un cadre répété | Cadres répétés | Histoires partageant un passage de 8 mots avec 2 autres | Constats de relecture | Compagnons dessinés sans repli |');
lines.push('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const { band, figures } of bandResults) {
  const world = figures.worldBreaks === null ? 'non mesuré (pas encore de règle)' : `${figures.worldBreaks}/40`;
  const { star, generic, otherKind, noFrame } = figures.drawnAs;
  lines.push(
    `| ${band.label} | ${world} | ${figures.medianShare} | ${figures.maxShare} | ${figures.reusedFrames} | ${figures.frames.length} | ${figures.sharingPassages}/40 | ${figures.proofreading} | ${figures.drawnAsItself}/40 (étoile ${star}, générique ${generic}, autre espèce ${otherKind}, sans cadre ${noFrame}) |`,
  );
}
// Issue 26, item 8: which rule of the world and of proofreading finds what, in each band (the 0 to reach).
const bandRules = [...WORLD_RULES, ...PROOFREADING_RULE_NAMES];
lines.push('', '### Ruptures du monde et relecture, constats par règle et par tranche', '', `| Règle | ${bandResults.map(({ band }) => band.label).join(' | ')} |`, `| --- |${bandResults.map(() => ' --- |').join('')}`);
for (const rule of bandRules) {
  const perBandCount = bandResults.map(({ band }) => band.stories.flatMap(({ findings }) => findings).filter((finding) => finding.rule === rule).length);
  lines.push(`| ${rule} | ${perBandCount.join(' | ')} |`);
}
lines.push('', `Cadre de phrase : les 4 premiers mots d’une phrase (sans accents ni ponctuation, prénom et compagnon remplacés par {nom} et {compagnon}) ; répété s’il ouvre des phrases dans plus d’une histoire sur 10 de la tranche. Objectifs (issue 26) : aucun cadre répété, plus long paragraphe ≤ 25 %, au plus 2 histoires sur 40 avec un passage de 8 mots partagé, 0 rupture du monde, aucun compagnon dessiné en étoile.`);
for (const { band, figures } of bandResults) {
  const shown = figures.frames.slice(0, FRAMES_SHOWN).map(([frame, count]) => `« ${frame} » (${count}/40)`);
  lines.push('', `Cadres les plus repris, ${band.label} : ${shown.length === 0 ? '(aucun)' : shown.join(', ')}.`);
}
lines.push('', `Répétition : part des propositions de ${CLAUSE_MIN_WORDS} mots ou plus qui reviennent dans au moins ${STOCK_MIN_STORIES} histoires de la tranche.`);
lines.push('', `Constats de relecture : constats des règles ${PROOFREADING_RULE_NAMES.join(', ')} (issue 26, point 5), dans le texte, la morale, le titre et les légendes des images.`);
lines.push('', 'Échange de dialogue : une réplique « … » suivie, dans les deux phrases qui suivent, d’une réplique d’un autre personnage (locuteurs lus dans les incises). Objectif : 2 à 4 échanges.');
for (const { band, figures } of bandResults) {
  lines.push('', `### Propositions toutes faites les plus fréquentes, ${band.label}`, '', '| Histoires | Proposition |', '| --- | --- |');
  if (figures.topStock.length === 0) lines.push('| 0 | (aucune) |');
  for (const [clause, count] of figures.topStock) lines.push(`| ${count}/40 | ${clause.replace(/\|/g, '\\|')} |`);
}
lines.push('', '### Longueur par âge (médiane des mots, tous les récits du rapport)', '', '| Âge | Mots | Histoires |', '| --- | --- | --- |');
const everyStory = [...fixed, ...perBand.flatMap((band) => band.stories)];
for (let age = 4; age <= 10; age += 1) {
  const ofAge = everyStory.filter(({ request }) => request.child.age === age);
  lines.push(`| ${age} | ${Math.round(median(ofAge.map(({ story }) => countWords(story.content))))} | ${ofAge.length} |`);
}
const paragraphs = median(fixed.map(({ story }) => readStory(story.content).paragraphs.length));
lines.push('', `Paragraphes par histoire (médiane, 40 profils) : ${paragraphs}.`);

// ── Free texts (issue 25): told from the frame, or declined before a credit ──
const freeResults = FREE_TEXT_REQUESTS.map((entry) =>
  tellFreeText(entry, {
    read: readStoryFrame,
    write: composeStory,
    presetTold: (story, frame) => SEEDED_SCENARIOS.some((scenario) => scenario.id !== frame.goal.presetId && scenarioTold(story, scenario)),
  }),
);
const OUTCOME_LABELS: Record<FreeTextOutcome, string> = { declined: 'refusé avant crédit', told: 'raconté', 'not-told': 'non raconté', 'another-plot': 'raconté comme une autre intrigue' };
const halfFigures = (half: 'tune' | 'held-out' | 'all') => {
  const results = freeResults.filter((result) => half === 'all' || result.entry.half === half);
  const count = (outcome: FreeTextOutcome) => results.filter((result) => result.outcome === outcome).length;
  return { total: results.length, told: count('told'), declined: count('declined'), notTold: count('not-told'), another: count('another-plot'), swapped: results.filter((result) => !result.companionKept).length };
};
lines.push('', '## Textes libres (issue 25) : racontés depuis le cadre, ou refusés avant crédit', '');
lines.push('| Jeu | Racontés | Refusés avant crédit | Non racontés | Autre intrigue | Compagnon remplacé |', '| --- | --- | --- | --- | --- | --- |');
lines.push(`| Scénarios prédéfinis (40 profils fixes) | ${told}/${seeded.length} | – | ${seeded.length - told}/${seeded.length} | – | – |`);
for (const [label, half] of [['Textes libres, moitié « tune »', 'tune'], ['Textes libres, moitié tenue à l’écart (held-out)', 'held-out'], ['Textes libres, les 40', 'all']] as const) {
  const figures = halfFigures(half);
  lines.push(`| ${label} | ${figures.told}/${figures.total} (${percent(figures.told, figures.total)}) | ${figures.declined}/${figures.total} | ${figures.notTold}/${figures.total} | ${figures.another}/${figures.total} | ${figures.swapped}/${figures.total} |`);
}
lines.push('', '| Demande | Moitié | Personnage | Lieu | Scénario | Résultat |', '| --- | --- | --- | --- | --- | --- |');
for (const { entry, outcome } of freeResults) lines.push(`| ${entry.id} | ${entry.half} | ${entry.mainCharacter} | ${entry.setting} | ${entry.scenario} | ${OUTCOME_LABELS[outcome]} |`);

const markdown = `${lines.join('\n')}\n`;
console.log(markdown);
if (args.out) {
  writeFileSync(resolve(args.out), markdown);
  console.log(`→ ${resolve(args.out)}`);
}
