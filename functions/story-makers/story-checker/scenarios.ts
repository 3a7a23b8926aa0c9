import { SEEDED_SCENARIOS, type Scenario } from '#shared/scenarios';
import type { WrittenStory } from '#core/story-makers-port';
import { normalise, normaliseChoice, readStory, type Sentence } from './text';

/**
 * "The scenario was told": for each of the 14 seeded scenarios, its problem and its resolution are
 * events the story narrates, found by families of patterns on the words that tell them (conjugated in
 * the past: an infinitive "retrouver sa famille" in a quoted mission is a goal, not an event). The
 * resolution must come after the problem. A sentence that quotes the scenario's own description
 * narrates nothing.
 */

/**
 * A conjugated past form of a stem: passé simple, imparfait, participle, any person or number
 * ("retrouv" → retrouva, retrouvèrent, retrouvé…; "appar" → apparut; "revin" → revint; "grandi" is
 * "grand" + i). Present forms and infinitives never match: a goal ("retrouver sa famille") is not an event.
 */
const PAST_ENDINGS = 'a|as|èrent|ait|aient|é|ée|és|ées|i|ie|is|ies|ise|ises|it|irent|ut|urent|u|ue|us|ues|int|inrent|t';
const past = (stems: string) => `(?<![\\p{L}])(?:${stems})(?:${PAST_ENDINGS})(?![\\p{L}])`;
/** A gerund, which tells an event of its sentence: "le coffre grinça en s'ouvrant". */
const gerund = (stems: string) => `(?<![\\p{L}])en\\s+(?:${stems})ant(?![\\p{L}])`;
/** A whole word or phrase (French letters are word characters). */
const w = (source: string) => `(?<![\\p{L}])(?:${source})(?![\\p{L}])`;
/** Two families in one sentence, in either order. */
const near = (a: string, b: string) => `(?:${a})[^.!?]*(?:${b})|(?:${b})[^.!?]*(?:${a})`;

interface ScenarioPlot {
  problem: RegExp[];
  resolution: RegExp[];
}

const r = (source: string) => new RegExp(source, 'iu');

const FAMILY = w('famille|maman|mère|papa|père|parents|frères|sœurs|les siens');
const CREATURES = w('hibou|chouette|lucioles?|grillons?|grenouilles?|hérisson|chauve-souris|écureuils?');

/**
 * The plots' events by scenario id: any pattern of a family tells the event. Each family names what
 * the event is about (the star, the chest, the lost little one's family…) next to a verb of the event,
 * so that a story set in the same world without the event ("Léa regarda les étoiles") does not count.
 */
export const SCENARIO_PLOTS: Record<string, ScenarioPlot> = {
  'etoile-tombee': {
    // A star falls (glissa du ciel, venait de tomber), or is found on the ground.
    problem: [
      r(`étoile[^.!?]*(?:${past('tomb|gliss|échou|atterr|dégringol')}|venait de tomber|par terre|dans l'herbe|ne brillait plus|toute pâle)`),
      r(`${past('trouv|découvr|aperç|ramass')}[^.!?]*étoile`),
    ],
    // The star goes back up to its place in the sky.
    resolution: [
      r(`étoile[^.!?]*(?:${past('remont|regagn|rejoign|rejoin|s\'envol|retourn|bondi|fil|s\'élev|rentr')}|${w('reprit sa place|retrouva sa place|de nouveau dans le ciel|là-haut')})`),
      r(`${past('ramen|ramèn|raccompagn|reconduis|renvoy|relanc|accroch|rend')}[^.!?]*étoile[^.!?]*${w('ciel|chez elle|là-haut|place')}`),
    ],
  },
  'tresor-cache': {
    // The map shows the way, or is old and unreadable, or is followed.
    problem: [
      r(`${w('carte')}[^.!?]*(?:${past('indiqu|montr|mèn|men|effac|déchir')}|${w('croix|chemins?|vieille|pointillés')})`),
      r(`${past('suiv|dépli|déroul|étudi|lis|l|trouv|tourn')}[^.!?]*${w('carte')}`),
      r(`${w('coin de la carte|moitié des chemins')}`),
    ],
    // The chest or the treasure is found, dug up, opened.
    resolution: [
      r(`${past('trouv|découvr|déterr|ouvr|soulev|creus')}[^.!?]*${w('trésors?|coffre')}`),
      r(`${w('trésors?|coffre')}[^.!?]*(?:${past('appar|s\'ouvr|ouv|brill|grinç|grinc|scintill')}|${gerund('s\'ouvr')}|${w('était là|trouvé')})`),
    ],
  },
  'ami-perdu': {
    // The little one has lost its family or its way ("Il avait perdu sa mère", « J'ai perdu ma famille »).
    problem: [
      r(`${past('perd|égar')}\\s+(?:(?:toute|tout)\\s+)?(?:sa|son|ses|ma|mon|mes|leur|leurs)\\s+(?:famille|maman|mère|papa|père|parents|frères|sœurs|chemin|maison|nid|terrier)`),
      r(`${w('s\'était|s\'étaient|s\'est')}\\s+(?:${w('perdue?s?|égarée?s?')})`),
      r(`${w('petite?|bébé|jeune')}\\s[\\p{L}-]+[^.!?]*${w('ne retrouvait plus|cherchait sa (?:famille|maman|mère)')}`),
    ],
    // It is back with its family.
    resolution: [
      r(`${past('retrouv|rejoign|rejoin|ramen|ramèn|raccompagn')}[^.!?]*${FAMILY}`),
      r(near(FAMILY, `${past('accour|serr|retrouv|embrass|cour|blott|jet')}|${w('se jeta|se blottit')}`)),
      r(`${w('famille (?:était|fut) (?:enfin )?réunie|de retour (?:à|au|dans|chez)|rentrée? chez')}`),
    ],
  },
  'fete-surprise': {
    // A friend feels alone, and a party is prepared in secret.
    problem: [
      r(`${w('se sentait|était|restait|assise?')}\\s+(?:(?:si|tout|toute|très|bien)\\s+)?${w('seule?|triste|oubliée?')}`),
      r(`${w('personne ne (?:venait|pensait|pense|jouait|l\'invitait)')}`),
      r(`${past('prépar|décor|accroch|gonfl|invit|cach|emball')}[^.!?]*${w('fêtes?|guirlandes?|ballons?|gâteau|cadeaux?|surprise')}`),
    ],
    // The surprise: "SURPRISE !", "Joyeuse fête !", the friend no longer alone.
    resolution: [
      r(`surprise\\s*!`),
      r(`${w('joyeuse fête|sortit de sa cachette|ne se sentait plus seule?|n\'était plus seule?')}`),
      r(`${past('cri|s\'écri|surg|jaill')}[^.!?]*surprise`),
      r(`${w('amie?')}[^.!?]*(?:${past('souri|rayonn|ému|émerveill')}|${w('les larmes aux yeux')})`),
    ],
  },
  'arc-en-ciel': {
    // The rainbow is grey, without colours, its colours gone.
    problem: [
      r(near('arc-en-ciel', `${w('gris|grise|terne|sans couleurs?|n\'avait plus|plus une seule couleur')}|${past('perd|décolor|éteign|pâl')}`)),
      r(`${w("n'avait plus une seule couleur|n'avait plus aucune couleur")}`),
      r(`${w('couleurs (?:sont|étaient|s\'étaient|se sont) (?:toutes )?(?:parties|envolées)')}`),
    ],
    // The colours come back and the rainbow shines.
    resolution: [
      r(`arc-en-ciel[^.!?]*(?:${past('retrouv|brill|resplend|s\'illumin|colori|color|ray|se gonfl')}|${w('ses couleurs|coloré|retrouvé')})`),
      r(`${w('couleurs')}[^.!?]*${past('revin|réappar|reven|jaill|retrouv|remont|rev')}`),
    ],
  },
  'premier-jour': {
    // At the new school the child knows no one and feels small.
    problem: [
      r(`${w('ne connaissait personne|personne ne (?:veut|voulait|voudrait) jouer|se sentit tout(?:e)? petite?|se sentait tout(?:e)? petite?')}`),
      r(`${w('cour|école|classe')}[^.!?]*${w('immense|paraissait|intimidait')}`),
    ],
    // New friends are made.
    resolution: [
      r(`${w('(?:nouveaux|nouvelles|vrais|vraies) (?:amis|amies|copains|copines)|(?:deux|trois|quatre|plein de) (?:nouveaux |nouvelles )?(?:amis|amies|copains|copines)')}`),
      r(`${past('jou|ri|partag')}[^.!?]*(?:ensemble|avec (?:ses|leurs) (?:nouveaux|nouvelles))`),
      r(`${w('ne faisait plus peur')}`),
    ],
  },
  'jardin-magique': {
    // The seed is planted, or does not grow.
    problem: [
      r(`${past('plant|sem|enterr|arros|enfou')}[^.!?]*graine`),
      r(`graine[^.!?]*${w('ne poussait|ne bougeait|ne bougea|dormait|refusait|restait|toute petite')}`),
    ],
    // The seed has grown into a plant, flowering.
    resolution: [
      r(`${w('graine|plante|arbre|tige')}[^.!?]*(?:${past('pouss|grand|s\'ouvr|fleur|germ|s\'épanou|s\'élev|devin')}|${w('plus haute?|couverte? de fleurs')})`),
      r(`${w('plante magique')}[^.!?]*${w('était|fleurs|devint')}`),
    ],
  },
  'voyage-lune': {
    // A rocket is needed, built, tried.
    problem: [
      r(`${past('construi|construis|assembl|fabriqu|répar|bricol|visse|vissè|fix')}[^.!?]*fusée`),
      r(`fusée[^.!?]*(?:${w('prête|construite|tas de pièces')}|${past('décoll|s\'élev|s\'envol')})`),
      r(`${w('fallait une fusée')}`),
    ],
    // The rocket reaches the Moon, which is greeted.
    resolution: [
      r(`lune[^.!?]*(?:${past('salu|atterr|arriv|se pos|répond|répondi')}|${w('bonjour|grand sourire|clin d\'œil')})`),
      r(`${past('salu|atterr|arriv|se pos|frôl')}[^.!?]*lune|${w('frôler la lune|bonjour,? la lune')}`),
      r(`fusée[^.!?]*${past('fil|mont|s\'envol')}[^.!?]*${w('étoiles|lune')}`),
    ],
  },
  'course-animaux': {
    // The race starts and someone is left behind.
    problem: [
      r(`${w('départ|course')}[^.!?]*(?:${past('commenc|commenç|s\'élan|démarr|donn|part')}|!)`),
      r(`${past('s\'élan|s\'élanç|trébuch')}`),
      r(`${w('loin derrière|restait tout(?:e)? seule?|resté(?:e)? derrière')}`),
    ],
    // Everyone crosses the finish line together.
    resolution: [
      r(near(w("ligne d'arrivée|arrivée"), w('ensemble|en même temps'))),
      r(`${past('franch|pass|arriv|fin')}[^.!?]*ensemble`),
    ],
  },
  'nuit-etoilee': {
    // Unknown noises in the dark ("les bruits de la nuit, c'étaient eux" is the answer, not the problem).
    problem: [
      r(near(w('bruits?|craquements?|grincements?|hou-hou|houhou'), `${w('noir|inconnus|étranges|mystérieux')}|${past('résonn|entend|entendi|commenc')}`)),
      r(`${past('entend|entendi')}[^.!?]*${w('bruits?|craquements?|grincements?')}`),
    ],
    // The noises were friends playing: the night creatures show themselves.
    resolution: [
      r(`${CREATURES}[^.!?]*(?:${past('jou|s\'amus|s\'allum|sort')}|${w('étaient là|sortit de l\'ombre')})`),
      r(`c'étai(?:en)?t[^.!?]*(?:${CREATURES}|${w('amis|eux')})`),
    ],
  },
  'chanson-perdue': {
    // The village has forgotten the song; its notes have flown away.
    problem: [
      r(near(w('chanson|mélodie|notes'), `${past('oubli|perd|envol|dispar|éparpill')}|${w('personne ne se souvenait|ne chantait plus')}`)),
    ],
    // The song comes back and the village sings it.
    resolution: [
      r(`${w('village|tout le monde|villageois|habitants')}[^.!?]*(?:${past('chant|fredonn|se mi|dans')})`),
      r(`${w('notes?|chanson|mélodie')}[^.!?]*(?:${past('retrouv|revin|résonn|reven|se reform|reform')}|${w('retrouvée')})`),
    ],
  },
  tempete: {
    // The storm has damaged the boat.
    problem: [
      r(`bateau[^.!?]*(?:${w('cassé|abîmé|troué|brisé|couché sur le côté|prenait l\'eau|voile déchirée|mât cassé')}|${past('cass|abîm|perc|bris|renvers')})`),
      r(`${w('tempête|orage')}[^.!?]*(?:${w('pas épargné')}|${past('cass|abîm|emport|renvers|arrach')})`),
    ],
    // The boat is repaired and sails again.
    resolution: [
      r(`${past('répar|recoll|recous|clou|colmat|rafistol|boucl|bouch')}[^.!?]*(?:bateau|voile|coque|mât|trou)`),
      r(`bateau[^.!?]*(?:${past('flott|repart|vogu|navigu|gliss')}|${w('comme neuf|reprit la mer|réparé')})`),
    ],
  },
  'gateau-geant': {
    // A giant cake is needed, prepared, and fails at first.
    problem: [
      r(`${past('mélang|pétr|cuisin|prépar|vers|fouett|cass')}[^.!?]*${w('gâteau|pâte|farine|œufs|beurre|sucre')}`),
      r(`${w('(?:fallait|faudrait) un gâteau|jamais eu de gâteau|plus grand gâteau|gâteau géant')}`),
      r(`${w('pâte|gâteau')}[^.!?]*${past('débord|s\'affaiss|affaiss|retomb|coul')}`),
    ],
    // The dragon gets its cake: candles blown, the cake discovered, a birthday sung.
    resolution: [
      r(`dragon[^.!?]*(?:${past('souffl|goût|mange|croqu|dévor|découvr|vi')})[^.!?]*${w('gâteau|bougies|part')}`),
      r(near(w('dragon'), w('bougies|bouche bée|anniversaire'))),
      r(`joyeux anniversaire`),
    ],
  },
  'livre-magique': {
    // The book has lost its ending: blank last pages.
    problem: [
      r(`${w('fin')}[^.!?]*${past('envol|perd|oubli|effac')}`),
      r(`${w('(?:dernières|les) pages')}[^.!?]*${w('blanches|vides')}|${w('que du blanc|ne finissait plus|pages? blanches?')}`),
      r(`livre[^.!?]*${w('jusqu\'à la fin|dernières? pages?')}`),
    ],
    // The ending is found, the last word appears, the book closes happily.
    resolution: [
      r(`${past('retrouv')}[^.!?]*${w('fin|dernière page')}|${w('fin|dernière page')}[^.!?]*${past('retrouv|apparu|appar|revin|compl')}`),
      r(`${w('dernier mot')}[^.!?]*${past('appar|revin')}`),
      r(`livre[^.!?]*(?:${past('referm|remerci|souri|soupir')}|${w('sa fin')})`),
    ],
  },
};

/** The seeded scenario a request's scenario text is (its description, its title, or the start of its description), or null for a parent's free text. */
export function seededScenario(text: string): Scenario | null {
  const choice = normaliseChoice(text);
  if (!choice) return null;
  return (
    SEEDED_SCENARIOS.find((scenario) => {
      const description = normaliseChoice(scenario.description);
      return description === choice || normaliseChoice(scenario.title) === choice || (choice.length >= 15 && description.startsWith(choice));
    }) ?? null
  );
}

/** Whether the story narrates the seeded scenario's problem, then its resolution. */
export function scenarioTold(story: WrittenStory, scenario: Scenario): boolean {
  const plot = SCENARIO_PLOTS[scenario.id];
  if (!plot) return false;
  const description = normaliseChoice(scenario.description);
  const sentences = readStory(story.content).sentences.filter((sentence) => !normalise(sentence.text).includes(description));
  const first = (patterns: RegExp[], from: number): Sentence | undefined => sentences.find((sentence) => sentence.index >= from && patterns.some((pattern) => pattern.test(sentence.text)));
  const problem = first(plot.problem, 0);
  return problem !== undefined && first(plot.resolution, problem.index) !== undefined;
}
