import { EMOTION_SUGGESTIONS } from '#shared/stories';
import { finding, type StoryFinding, type StoryRule } from './context';
import { normaliseChoice, plain, type Sentence } from './text';

/**
 * Emotions with lines of their own: every emotion the parent chose is shown by at least one sentence
 * of the story (a laugh for joy, a hug for tenderness, fear then relief for "la peur qui passe"), not
 * only named in a list of emotions, in the moral, or dropped into a stock frame ("C'était un moment
 * plein de joie", "Il y avait beaucoup de tendresse dans ce moment-là", "sentit naître en lui…").
 */

export const EMOTION_RULE = 'emotion-line';

const family = (source: string) => new RegExp(`(?<![\\p{L}])(?:${source})`, 'iu');

/** For each suggested emotion, the words that show it (word starts). */
export const EMOTION_FAMILIES: Record<(typeof EMOTION_SUGGESTIONS)[number], RegExp[]> = {
  'la joie': [family('joie|joyeu|heureu|bonheur|éclat\\p{L}* de rire|ri(?:t|rent|ait|aient)(?![\\p{L}])|souri|rayonn|sauta de|sautèrent de|dansa|dansèrent|battit des mains')],
  'le courage': [family('courage|courageu|brave|osa|osèrent|os(?:ait|aient)|n\'eut pas peur|leva le menton|prit une grande inspiration|serra les poings|fit un pas')],
  "l'émerveillement": [family('émerveill|merveill|s\'écarquill|bouche bée|ébloui|magnifique|splendide|waouh|oh ?!|resplendiss|scintill')],
  'la curiosité': [family('curio|curieu|se demand|intrigu|voulait savoir|voulut savoir|examina|observa|scruta|questions?')],
  'la fierté': [family('fier|fière|fierté|bomba le torse|bombèrent le torse|redressa la tête')],
  'la surprise': [family('surpri|étonn|stupéf|n\'en cru|ouvrit de grands yeux|ouvrirent de grands yeux|sursaut|inattendu|oh ?!|ça alors|bouche bée|ne s\'attendai\\p{L}* pas|ne se serai\\p{L}* attendue?')],
  'la peur qui passe': [family('peur|trembl|frisson|effray|inquiet|inquiète|angoiss|retint son souffle|cœur battait'), family('rassur|soulag|n\'avait plus peur|n\'eut plus peur|n\'avaient plus peur|peur (?:s\'envola|disparut|passa|s\'en alla|fondit)|se sentit mieux|respira|éclata de rire|si terrible|plus peur')],
  'la tendresse': [family('tendre|tendresse|câlin|blotti|caress|bisou|serra [\\p{L}\' ]*(?:contre|dans ses bras)|se serr|embrass|doucement')],
  'le calme': [family('calme|paisible|apais|tranquill|serein|respir\\p{L}* (?:lentement|profondément|doucement)|silence|silencieu|sans bruit')],
  'la gratitude': [family('merci|remerci|reconnaiss|gratitude')],
};

/** Stock frames that name an emotion without showing it. */
const STOCK_FRAMES = /(?:moment|instant|journée|jour) (?:plein|rempli|rempli) d|beaucoup d[e'][^.!?]* dans ce moment|sentit naître en (?:lui|elle)|il y avait (?:tant |beaucoup )?d[e'u]/iu;

function showsEmotion(sentence: Sentence, patterns: RegExp[], chosenNouns: RegExp[]): boolean {
  const text = plain(sentence.text);
  if (STOCK_FRAMES.test(text)) return false;
  // A list of the chosen emotions ("la joie, le courage et la tendresse") shows none of them.
  if (chosenNouns.filter((noun) => noun.test(text)).length >= 2) return false;
  return patterns.some((pattern) => pattern.test(text));
}

export const checkEmotions: StoryRule = (context) => {
  const found: StoryFinding[] = [];
  const emotions = context.request.choices.emotions;
  const nouns = emotions.map((emotion) => new RegExp(`(?<![\\p{L}])${normaliseChoice(emotion).replace(/^(?:la |le |l'|les )/, '').split(' ')[0]}`, 'iu'));
  const { sentences } = context.content;
  for (const emotion of emotions) {
    const suggestion = EMOTION_SUGGESTIONS.find((item) => normaliseChoice(item) === normaliseChoice(emotion));
    // A parent's own emotion: its main word is enough ("la nostalgie" → a sentence with "nostalgi…").
    const patterns = suggestion ? EMOTION_FAMILIES[suggestion] : [new RegExp(`(?<![\\p{L}])${normaliseChoice(emotion).replace(/^(?:la |le |l'|les )/, '').split(' ')[0]!.slice(0, 6)}`, 'iu')];
    // Every pattern of the family needs its own line, in order: fear, then relief after it.
    let from = 0;
    let shown = true;
    for (const pattern of patterns) {
      const line = sentences.find((sentence) => sentence.index >= from && showsEmotion(sentence, [pattern], nouns));
      if (!line) {
        shown = false;
        break;
      }
      from = line.index + 1;
    }
    if (!shown) found.push(finding(EMOTION_RULE, emotion, `l'émotion « ${emotion} » n'a aucune phrase qui la montre (seulement nommée, dans une liste ou la morale)`));
  }
  return found;
};
