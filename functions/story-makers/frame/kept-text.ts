import type { CharacterFrame, FrameNoun, GoalFrame, PlaceFrame } from '#core/story-frame';
import { readCharacter, readGoal, readPlace } from './fields';
import { refusesGoal } from './goal-kinds';
import { fold, words as wordsOf } from './text';
import { ADJECTIVE_BY_ID, agree, BENEFICIARIES, deOf, FEARS, KIND_BY_ID, OCCASIONS, PLACE_BY_ID, PLACE_PHRASES, PLURAL_PLACES, RELATIVE_BY_ID, SKILL_BY_ID, THING_BY_ID, TITLES } from './vocabulary';

/**
 * What the story will keep of a wizard text the reader read only in part (issue 25, item 3): « un suricate
 * qui guette tout » keeps a meerkat, « Tom (6 ans) doit apprendre à lire l'heure » keeps the goal. The parent is
 * told before confirming, in words rendered from the frame's vocabulary — never the parent's text pasted.
 * A text read whole keeps everything, and nothing is said.
 *
 * Said here with the vocabulary's own forms rather than render.ts: the check runs in the create-story
 * function, whose bundle has no room for the writer's renderer (14.5 KiB; budget 525 KiB). The words are the
 * writer's (its nouns, adjectives, skills, fears and goal verbs); tests/unit/story-makers/wizard-kept-text.test.ts
 * holds them to render.ts's on the texts it renders alike. Without a child: a masculine agreement ("ami").
 */

type TextField = 'mainCharacter' | 'setting' | 'scenario';

/**
 * Whether the field's own reader takes the whole text: the reader's other ways (a clause dropped, a last
 * quality dropped, the goal's words read by kind and key, a spoken aside or a first name left out) keep
 * only part of what was typed.
 */
function readWhole(field: TextField, text: string): boolean {
  const words = wordsOf(text);
  if (!words || words.length === 0) return false;
  if (field === 'mainCharacter') return readCharacter(words) !== null;
  if (field === 'setting') return readPlace(words) !== null;
  return !refusesGoal(words) && readGoal(text, words) !== null;
}

// ── Articles and adjectives ────────────────────────────────────────────────────────────────────────

/** A vowel sound: « l'ours », « l'herbe », but « le hérisson » (an aspirated h is the rule, a mute one the exception). */
const vowel = (word: string): boolean => /^([aeiouyàâéèêëîïôû]|h(ô|uî|erb|eur|ist|irond|ipp|omm|élic|abit))/i.test(word);
const join = (...parts: (string | null | undefined | false)[]): string => parts.filter(Boolean).join(' ').replace(/(^|\s)(l'|d') /g, '$1$2');
const definite = (text: string, gender: string, plural: boolean): string => join(plural ? 'les' : vowel(text) ? "l'" : gender === 'f' ? 'la' : 'le', text);
const possessive = (text: string, gender: string, plural: boolean): string => join(plural ? 'ses' : gender === 'f' && !vowel(text) ? 'sa' : 'son', text);
const NUMBERS = ['', 'un', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix'];
const withDe = (phrase: string): string => (/^(le|les|des) /.test(phrase) ? deOf(phrase.replace(/^des /, 'les ')).replace(/^des (?=.)/, phrase.startsWith('des ') ? 'de ' : 'des ') : vowel(phrase) ? `d'${phrase}` : `de ${phrase}`);
const withA = (phrase: string): string => phrase.replace(/^le /, 'au ').replace(/^les /, 'aux ').replace(/^(?!au |aux )/, 'à ');

/** A quality by id, agreed: an adjective ("petit", "très curieuse") or a clause in the present ("qui a peur du noir"). */
function quality(id: string, gender: string, plural: boolean): { pre?: string; post?: string; clause?: string } {
  const feminine = gender === 'f';
  const relative = RELATIVE_BY_ID.get(id);
  if (relative && !ADJECTIVE_BY_ID.has(id)) return { clause: agree(relative.present[plural ? 1 : 0], feminine, plural) };
  const feared = /^peur-de:(.+)$/.exec(id)?.[1];
  if (feared) return { clause: `${plural ? 'ont' : 'a'} peur ${withDe(nounById(feared) ?? '')}` };
  if (id.startsWith('aspect-')) return { post: KIND_BY_ID.get(id.slice(7))?.singular ?? '' };
  const intensified = /^(tres|tout|peu)-(.+)$/.exec(id);
  const base = intensified && ADJECTIVE_BY_ID.has(intensified[2]!) ? intensified[2]! : id;
  const entry = ADJECTIVE_BY_ID.get(base);
  if (!entry) return {};
  const form = entry.forms[(plural ? 2 : 0) + (feminine ? 1 : 0)] ?? entry.forms[0];
  const said = base === id ? form : join({ tres: 'très', peu: 'un peu', tout: feminine && !vowel(form) ? (plural ? 'toutes' : 'toute') : 'tout' }[intensified![1] as 'tres'], form);
  return entry.position === 'pre' ? { pre: said } : { post: said };
}

/** A being, a thing or a place by id (":pl" for its plural, ":nu" bare), with its definite article: "le capitaine", "les voisins". */
function nounById(reference: string): string | null {
  const [id = '', mark] = reference.split(':');
  const noun = KIND_BY_ID.get(id) ?? THING_BY_ID.get(id) ?? PLACE_BY_ID.get(id);
  const plural = mark === 'pl' || PLURAL_PLACES.has(id);
  const said = noun && (plural ? noun.plural : noun.singular);
  return said ? (mark === 'nu' ? said : definite(said, noun.gender, plural)) : null;
}

/** Where a place is, as render.ts says it: "près du moulin", "sous les étoiles", "en Bretagne". */
const RELATIONS: Record<string, string> = {
  'pres-de': 'près de', 'loin-de': 'loin de', 'au-milieu-de': 'au milieu de', 'au-bord-de': 'au bord de', 'a-cote-de': 'à côté de', 'au-pied-de': 'au pied de',
  'en-haut-de': 'en haut de', 'au-fond-de': 'au fond de', 'au-sommet-de': 'au sommet de', 'au-coeur-de': 'au cœur de', dans: 'dans', sous: 'sous', sur: 'sur',
  derriere: 'derrière', devant: 'devant', a: 'à',
};

function featurePhrase(feature: string, feminine: boolean, plural: boolean): string | null {
  if (PLACE_PHRASES[feature]) return PLACE_PHRASES[feature];
  if (feature === 'pres-de-la-maison') return 'près de la maison';
  const [relation = '', id = '', number] = feature.split(':');
  if (relation === 'plein-de') {
    const filler = KIND_BY_ID.get(id) ?? THING_BY_ID.get(id);
    return filler ? `${feminine ? 'pleine' : 'plein'}${plural ? 's' : ''} ${vowel(filler.plural) ? `d'${filler.plural}` : `de ${filler.plural}`}` : null;
  }
  if (relation === 'en') return PLACE_BY_ID.get(id) ? `en ${PLACE_BY_ID.get(id)!.singular}` : null;
  const text = RELATIONS[relation];
  const place = text && id ? nounById(number ? `${id}:${number}` : id) : null;
  return place ? (text!.endsWith(' de') ? `${text!.slice(0, -3)} ${withDe(place)}` : text === 'à' ? withA(place) : `${text} ${place}`) : null;
}

/** Whose: "de la famille", "de Mamie"; null for the child's (a possessive) or no one's. */
const ownerOf = (owner: string | null): string | null =>
  !owner || owner === 'child' ? null : owner === 'family' ? 'de la famille' : withDe(TITLES[owner] ?? BENEFICIARIES[owner]?.said ?? (/^\p{Lu}/u.test(owner) ? owner : (nounById(owner) ?? owner)));

/** A noun with its qualities and owner: "un petit chat", "son doudou", "la cabane de Mamie", "deux lapins". */
function nounPhrase(noun: FrameNoun, qualities: readonly string[], owner: string | null, count = 1, counted = false, indefinite = true): string {
  const plural = count > 1 || qualities.includes('pluriel') || THING_BY_ID.get(noun.id)?.plural_only === true;
  const said = qualities.map((id) => quality(id, noun.gender, plural));
  const clauses = said.flatMap((each) => (each.clause ? [each.clause] : []));
  const core = join(...said.map((each) => each.pre), plural ? noun.plural : noun.singular, ...said.map((each) => each.post));
  const whose = ownerOf(owner);
  const childs = owner === 'child' || /^\p{Lu}/u.test(owner ?? '');
  const article = plural ? (count >= 3 || (counted && count >= 2) ? NUMBERS[count] ?? 'des' : 'des') : noun.gender === 'f' ? 'une' : 'un';
  const phrase = childs ? possessive(core, noun.gender, plural) : whose || !indefinite ? definite(join(core, whose), noun.gender, plural) : join(article, core);
  return join(phrase, clauses.length > 0 ? `qui ${clauses.join(' et qui ')}` : null);
}

// ── The three fields ────────────────────────────────────────────────────────────────────────────────

function characterText(character: CharacterFrame): string {
  const { kind, name, qualities, owner, count } = character;
  const title = TITLES[kind.id];
  if (name && title && name.startsWith(`${title} `) && qualities.length === 0 && owner === null) return name;
  return name ? `${name}, ${nounPhrase(kind, qualities, owner, count, false, false)}` : nounPhrase(kind, qualities, owner, count, character.counted === true);
}

function placeText(place: PlaceFrame): string {
  const who = place.owner && place.owner !== 'child' && place.owner !== 'family' ? (TITLES[place.owner] ?? BENEFICIARIES[place.owner]?.said) : undefined;
  if (place.kind.id === 'maison' && who && place.features.length === 0) return `chez ${who}`;
  const entry = PLACE_BY_ID.get(place.kind.id);
  if (entry?.proper) return entry.article ? definite(entry.singular, entry.gender, false) : entry.singular;
  const plural = place.features.includes('pluriel') || PLURAL_PLACES.has(place.kind.id);
  const phrases = place.features.map((id) => featurePhrase(id, place.kind.gender === 'f', plural));
  const adjectives = place.features.filter((id, index) => phrases[index] === null && !id.includes(':'));
  return join(nounPhrase(place.kind, adjectives, place.owner, plural ? 2 : 1, false, false), ...phrases);
}

const LOST = /^(perdu|egare|disparu|vole|oublie|tombe)/;

function goalText(goal: GoalFrame): string {
  const skill = goal.skill ? SKILL_BY_ID.get(goal.skill) : undefined;
  const skillText = skill ? agree(skill.infinitive, false) : null;
  const fear = goal.skill ? FEARS[goal.skill] : undefined;
  const object = goal.object ? nounPhrase(goal.object.noun, goal.object.qualities, goal.object.owner) : null;
  const beneficiary = goal.beneficiary ? (BENEFICIARIES[goal.beneficiary]?.said ?? nounById(goal.beneficiary)) : null;
  const thing = goal.object ? THING_BY_ID.get(goal.object.noun.id) : undefined;
  const occasion = goal.object ? OCCASIONS[goal.object.noun.id]?.said : undefined;
  const core: Record<GoalFrame['action'], () => string | null> = {
    learn: () => `apprendre à ${skillText ?? 'grandir'}`,
    'overcome-fear': () => (fear ? `ne plus avoir peur ${deOf(fear)}` : goal.object ? `ne plus avoir peur ${withDe(nounById(goal.object.noun.id) ?? object!)}` : skillText && `oser ${skillText}`),
    find: () => object && join(goal.object!.owner !== null || goal.object!.qualities.some((id) => LOST.test(id)) ? 'retrouver' : 'trouver', object),
    help: () => object && join('aider', object, skillText && `à ${skillText}`, fear && `à ne plus avoir peur ${deOf(fear)}`),
    make: () => object && join(thing?.make ?? 'construire', object),
    repair: () => object && `réparer ${object}`,
    celebrate: () => (occasion ? `fêter ${occasion}` : `organiser ${object ?? 'une fête'}`),
    win: () => object && `gagner ${object}`,
    travel: () => {
      const place = goal.object ? PLACE_BY_ID.get(goal.object.noun.id) : undefined;
      const there = place && nounById(place.id);
      if (!place || !there) return null;
      const { preposition } = place;
      return `aller ${preposition === 'à' ? withA(there) : preposition.endsWith(' de') ? `${preposition.slice(0, -3)} ${withDe(there)}` : `${preposition} ${there}`}`;
    },
    befriend: () =>
      goal.skill === 'se-reconcilier'
        ? `se réconcilier avec ${beneficiary ?? 'ses amis'}`
        : goal.object?.noun.id === 'ecole'
          ? 'se faire des amis dans sa nouvelle école'
          : object
            ? `devenir ami avec ${object}`
            : 'se faire des amis',
    grow: () => object && `faire pousser ${object}`,
    discover: () => object && `découvrir ${object}`,
    deliver: () => object && join('apporter', object, beneficiary && withA(beneficiary)),
  };
  const said = core[goal.action]();
  if (!said) return '';
  const without = goal.without ? `sans ${THING_BY_ID.get(goal.without.id)?.plural_only ? goal.without.plural : goal.without.singular}` : null;
  const before = goal.before && goal.before !== 'anniversaire-de' && OCCASIONS[goal.before] ? `avant ${OCCASIONS[goal.before]!.said}` : null;
  const forWhom = beneficiary && goal.action !== 'deliver' && goal.skill !== 'se-reconcilier' && goal.before !== 'anniversaire-de' ? `pour ${beneficiary}` : null;
  return join(said, without, forWhom, before);
}

/** The frame said in the vocabulary's words: "un suricate", "la forêt enchantée", "apprendre à lire l'heure". */
export function frameText(value: CharacterFrame | PlaceFrame | GoalFrame): string {
  if ('action' in value) return goalText(value);
  if ('features' in value) return placeText(value);
  return characterText(value);
}

/** Letters only, for comparing what was typed with what is kept ("l’heure" and "l'heure" alike). */
const comparable = (text: string): string => fold(text).replace(/[^a-z0-9]+/g, ' ').trim();

/** `{ kept }` when the frame holds less than the parent typed; nothing when the text was read whole (or cannot be said). */
export function keptText(field: TextField, text: string, value: CharacterFrame | PlaceFrame | GoalFrame): { kept: string } | Record<string, never> {
  if (readWhole(field, text)) return {};
  // The story's own typography: « l’heure », as the reader's messages are written.
  const kept = frameText(value).replace(/'/g, '’');
  return kept && comparable(kept) !== comparable(text) ? { kept } : {};
}
