import { finding, type StoryFinding, type StoryRule } from './context';

/**
 * An object pronoun agrees with the thing it stands for (issue 26, read 40): « Une balle roula jusqu'à Léa.
 * Elle le renvoya. » and « il restait quelques mots. La jeune fille la murmura » are findings. Read for verbs
 * done to a thing (« renvoyer, lancer, ramasser, murmurer, lire… »): « le, la, les » before one of them needs a
 * noun of its gender and number in the sentence before — or, after « il restait, il y avait », the noun that
 * sentence brought in. Nouns are read by their determiner; « l' », « son », « leur » fit any
 * singular. Left alone: « Un ballon roula jusqu'à la fillette. Elle le renvoya. », « Il la renvoya ».
 */

export const OBJECT_PRONOUN_RULE = 'object-pronoun';

type Kind = 'm' | 'f' | 'p' | 's';
const KINDS: Record<string, Kind> = { un: 'm', le: 'm', du: 'm', au: 'm', ce: 'm', une: 'f', la: 'f', cette: 'f', sa: 'f', ma: 'f', ta: 'f', les: 'p', des: 'p', aux: 'p', ses: 'p', mes: 'p', tes: 'p', ces: 'p', leurs: 'p', quelques: 'p', deux: 'p', trois: 'p', "l'": 's', son: 's', mon: 's', ton: 's', cet: 's', leur: 's' };
const DETERMINER = /(?<![\p{L}'])(un|une|le|la|les|des|du|au|aux|ce|cet|cette|sa|ma|ta|ses|mes|tes|ces|leurs?|son|mon|ton|quelques|deux|trois|l')(?:\s|(?<=')(?=\p{L}))/giu;
const INTRODUCED = /(?<![\p{L}])il (?:restait|reste|y avait|y a|y eut) (un|une|des|quelques|deux|trois|le|la|les) /iu;
const OBJECT = /^\p{Lu}[\p{L}'-]*(?: [\p{L}'-]+){0,3}? (?:ne )?(le|la|les) ((?:r|re|rap)?(?:envoy|lan[cç]|attrap|ramass|port|murmur|chuchot|répét|prononç|récit)(?:a|ait|aient|èrent)|(?:re)?lu(?:t|rent))(?!\p{L})/u;

const fits = (pronoun: Kind, noun: Kind): boolean => noun === pronoun || (noun === 's' && pronoun !== 'p');
const kindsIn = (text: string): Kind[] => [...text.matchAll(DETERMINER)].map((match) => KINDS[match[1]!.toLowerCase()]!);

export const checkObjectPronoun: StoryRule = (context) =>
  context.content.sentences.flatMap((sentence, index): StoryFinding[] => {
    const object = OBJECT.exec(sentence.narration);
    const before = context.content.sentences[index - 1];
    if (!object || !before) return [];
    const introduced = INTRODUCED.exec(before.narration);
    const nouns = introduced ? [KINDS[introduced[1]!.toLowerCase()]!] : kindsIn(before.narration);
    const pronoun: Kind = object[1] === 'le' ? 'm' : object[1] === 'la' ? 'f' : 'p';
    if (!nouns.length || nouns.some((noun) => fits(pronoun, noun))) return [];
    return [finding(OBJECT_PRONOUN_RULE, sentence, `« ${object[1]} ${object[2]} » : aucun nom de ce genre ni de ce nombre dans la phrase d'avant (« ${before.text} »)`)];
  });
