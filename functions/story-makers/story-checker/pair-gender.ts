import { finding, type StoryFinding, type StoryRule } from './context';
import { adjectiveAgreements, agrees } from './gender';
import { escapeRegExp } from './text';

/**
 * Two girls (or a girl and a feminine companion: « la licorne », « la tortue ») are « elles », « toutes
 * les deux », « elles-mêmes », and what is said of them is feminine plural: « Léa et la licorne étaient
 * ravis », « tous les deux », « Ils » opening the sentence right after one about them are findings. A
 * boy in the pair, a plural companion, or another masculine group just named (« les lapins ») leaves
 * the masculine alone.
 */

export const PAIR_GENDER_RULE = 'pair-gender';

const LINKING = '(?:étaient|furent|semblaient|devinrent|restèrent|restaient|se sentaient|se sentirent|paraissaient|sont|seront|se retrouvèrent)';
const ADVERBS = '(?:(?:très|si|tout|toutes|bien|aussi|un peu|encore|vraiment|plus|trop|déjà|alors|enfin|tellement)\\s+)*';
/** A plural group other than the pair, which « ils » may stand for. */
const OTHER_PLURAL = /(?<![\p{L}])(?:les|des|ses|leurs|ces|deux|trois|quatre|cinq|aux|mes|tes|nos|vos|tous)\s+(?!deux(?![\p{L}]))[\p{L}-]+/iu;

export const checkPairGender: StoryRule = (context) => {
  const { companion, companionReference, child } = context;
  if (!companion || !companionReference || companion.plural || companion.gender !== 'f' || child.gender !== 'f') return [];
  const name = escapeRegExp(child.name);
  // A companion typed as a name (« Mamie Jo ») is called by that name.
  const main = context.request.choices.mainCharacter.trim();
  const reference = /^\p{Lu}/u.test(main) ? `(?:${companionReference.source}|${escapeRegExp(main)})` : companionReference.source;
  const pair = `(?:${name} et ${reference}|${reference} et ${name})`;
  const predicate = new RegExp(`${pair}\\s+${LINKING}\\s+${ADVERBS}([\\p{L}-]+)`, 'giu');
  const opensWithPair = new RegExp(`^(?:[\\p{L}-]+,\\s+)?${pair}(?![\\p{L}])`, 'iu');
  const found: StoryFinding[] = [];
  const sentences = context.content.sentences;
  sentences.forEach((sentence, index) => {
    const narration = sentence.narration;
    for (const match of narration.matchAll(predicate)) {
      const adjective = match[1]!.toLowerCase();
      if (adjectiveAgreements(adjective) && !agrees(adjective, { gender: 'f', plural: true })) {
        found.push(finding(PAIR_GENDER_RULE, sentence, `« ${adjective} » dit de ${child.name} et ${companion.head} : féminin pluriel attendu`));
      }
    }
    const previous = sentences[index - 1];
    // « entre eux », « on s'était trompés » where only the two girls are about (the editor's second read).
    const near = `${previous?.paragraph === sentence.paragraph ? previous.text : ''} ${sentence.text}`;
    const namesThem = new RegExp(`(?<![\\p{L}])${name}(?![\\p{L}])|${reference}|toutes (?:les )?deux|les deux amies`, 'iu').test(near);
    const othersNear = OTHER_PLURAL.test(near.replace(new RegExp(pair, 'giu'), ''));
    if (namesThem && !othersNear) {
      const between = /(?<![\p{L}])(?:entre |d')eux(?: deux)?(?![\p{L}])/iu.exec(sentence.text);
      if (between) found.push(finding(PAIR_GENDER_RULE, sentence, `« ${between[0]} » pour ${child.name} et ${companion.head} : « entre elles »`));
      const onParticiple = /(?<![\p{L}])on (?:s'|ne s'|n')?(?:était|est|sera|serait|a été|avait été) (?:(?:plus|très|si|bien|tout) )?((?!plus|tous|dessus|dessous)[\p{L}]+(?:és|is|us|ts))(?![\p{L}])/iu.exec(sentence.text);
      if (onParticiple) found.push(finding(PAIR_GENDER_RULE, sentence, `« ${onParticiple[0]} » : « on » dit de deux filles s'accorde au féminin pluriel`));
      // « On n'y arrivera jamais tout seuls ? » demanda la licorne (editor's read 37).
      const alone = /(?<![\p{L}])(?:tout|tous) seuls(?![\p{L}])/iu.exec(sentence.text);
      if (alone) found.push(finding(PAIR_GENDER_RULE, sentence, `« ${alone[0]} » pour ${child.name} et ${companion.head} : « toutes seules »`));
    }
    const aboutPair = opensWithPair.test(narration) || (previous !== undefined && previous.paragraph === sentence.paragraph && opensWithPair.test(previous.narration));
    if (!aboutPair) return;
    const others = OTHER_PLURAL.test(narration) || (previous !== undefined && OTHER_PLURAL.test(previous.narration.replace(new RegExp(pair, 'iu'), '')));
    const tous = /(?<![\p{L}])tous (?:les )?deux(?![\p{L}])/iu.exec(narration);
    if (tous) found.push(finding(PAIR_GENDER_RULE, sentence, `« ${tous[0]} » pour ${child.name} et ${companion.head} : « toutes les deux »`));
    if (!others && !opensWithPair.test(narration) && /^(?:Ils|Eux)(?![\p{L}])/u.test(narration)) {
      found.push(finding(PAIR_GENDER_RULE, sentence, `« ${narration.split(/\s/u)[0]} » pour ${child.name} et ${companion.head} : « Elles » attendu`));
    }
  });
  return found;
};
