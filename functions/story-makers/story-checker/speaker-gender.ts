import { finding, type StoryRule } from './context';
import type { Sentence } from './text';

/**
 * The pronoun of an inverted speech tag agrees with the speaker the sentence opened on (editor's read 36): « La
 * tortue apporta une graine. « Regarde », dit-il. » and « Un goéland se posa sur le mât : « Bravo ! » sembla-t-elle
 * dire » are findings. Judged only when the speaker is certain: the sentence (or the one before, when the tag's
 * sentence opens on the quote) opens on « Le/Un … » or « La/Une … » naming the companion or a creature that speaks, no
 * other noun of the pronoun's gender is there, and the pronoun is not the child's (the child may be the one speaking),
 * unless the tag lends words to one who cannot speak (« sembla-t-il dire »).
 */

export const SPEAKER_GENDER_RULE = 'speaker-gender';

/** Creatures and people the banks let speak (the companion is read from the request). */
const SPEAKERS = /^(?:goéland|mouette|cormoran|tortue|loutre|chouette|hibou|souris|fée|sorcière|pirate|dragon|lapin|renard|poisson|baleine|dauphin|écureuil|hérisson|licorne|girafe|phoque|ourse?|chat|chatte|chien|chienne|oiseau|grenouille|abeille|fourmi|escargot|marchand|marchande|dame|monsieur|fermier|fermière|robot|astronaute|chevalier|princesse|prince|sirène|pieuvre|crabe|mamie|papi|maîtresse|maître)$/iu;
const TAG = /«\s*»\s*,?\s*([\p{L}]+)-(?:t-)?(il|elle)(?![\p{L}])/u;
const OPENING = /^(Un|Une|Le|La)\s+(?:(?:petite?|jeune|vieille?|vieux|grande?|gros|grosse)\s+)?([\p{L}-]+)/u;
/** Another possible speaker: a noun of the pronoun's gender that is not the object of a place preposition (« sur le mât »). */
const AFTER_PREPOSITION = /(?:sur|sous|dans|vers|contre|devant|derrière|entre|par|de|près de|au bord de)\s$/iu;
const OTHER: Record<'il' | 'elle', RegExp> = {
  il: /(?<![\p{L}'])(?:le|un|du|au|ce|cet|il|lui)\s/giu,
  elle: /(?<![\p{L}'])(?:la|une|cette|elle)\s/giu,
};
const otherSpeaker = (text: string, pronoun: 'il' | 'elle'): boolean =>
  [...text.matchAll(OTHER[pronoun])].some((match) => !AFTER_PREPOSITION.test(text.slice(0, match.index)));

function speakerText(sentences: Sentence[], at: number): string | null {
  const sentence = sentences[at]!;
  const quote = sentence.narration.indexOf('«');
  const before = sentence.narration.slice(0, quote).trim();
  if (before) return before;
  const previous = sentences[at - 1];
  return previous && previous.paragraph === sentence.paragraph && !previous.narration.includes('«') ? previous.narration : null;
}

export const checkSpeakerGender: StoryRule = (context) => {
  const { sentences } = context.content;
  const childPronoun = context.child.gender === 'f' ? 'elle' : 'il';
  return sentences.flatMap((sentence, at) => {
    const tag = sentence.narration.match(TAG);
    if (!tag) return [];
    const pronoun = tag[2] as 'il' | 'elle';
    const before = speakerText(sentences, at);
    const opening = before?.match(OPENING);
    if (!before || !opening) return [];
    const speakerPronoun = /^(?:Un|Le)$/u.test(opening[1]!) ? 'il' : 'elle';
    if (speakerPronoun === pronoun) return [];
    const rest = before.slice(opening[0].length);
    if (otherSpeaker(rest, pronoun)) return [];
    // The one who speaks must be someone: the companion, or a creature or person of the banks; an abstract or a thing
    // (« Le respect… », « Un câlin… ») opening the sentence before leaves the child as the speaker.
    const isCompanion = context.companionReference?.test(opening[0]) === true;
    if (!isCompanion && !SPEAKERS.test(opening[2]!)) return [];
    // « sembla-t-il dire » lends words to one who cannot speak: never the child.
    const lent = /^sembl/iu.test(tag[1]!);
    if (!lent && pronoun === childPronoun) return [];
    return [finding(SPEAKER_GENDER_RULE, sentence.text, `« ${tag[0].replace(/^«\s*»\s*,?\s*/u, "")} » après « ${opening[0]} » : le pronom du sujet est « ${speakerPronoun} »`)];
  });
};
