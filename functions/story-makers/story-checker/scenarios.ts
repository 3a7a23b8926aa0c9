import { SEEDED_SCENARIOS, type Scenario } from '../../../shared/scenarios';
import type { WrittenStory } from '../../core/story-makers-port';
import { normalise, normaliseChoice, readStory, type Sentence } from './text';

/**
 * "The scenario was told": for each of the 14 seeded scenarios, its problem and its resolution are
 * events the story narrates, found by families of patterns on the words that tell them (conjugated in
 * the past: an infinitive "retrouver sa famille" in a quoted mission is a goal, not an event). The
 * resolution must come after the problem. A sentence that quotes the scenario's own description
 * narrates nothing.
 */

/** A conjugated past form of a stem: passé simple, imparfait, participle ("retrouv" → retrouva, retrouvèrent, retrouvé…). */
const past = (stems: string) => `(?<![\\p{L}])(?:${stems})(?:a|èrent|ait|aient|é|ée|és|ées|it|irent|is|ise|ut|urent|u|ue|us|int|inrent)(?![\\p{L}])`;

interface ScenarioPlot {
  problem: RegExp[];
  resolution: RegExp[];
}

const r = (source: string) => new RegExp(source, 'iu');

/** The plots' events by scenario id: any pattern of a family tells the event. */
export const SCENARIO_PLOTS: Record<string, ScenarioPlot> = {
  'etoile-tombee': {
    problem: [r(`étoile[^.!?]*(?:${past('tomb|échou|atterr')}|par terre|dans l'herbe|ne brillait plus|toute pâle)`), r(`${past('trouv|découvr|aperç|ramass')}[^.!?]*étoile`)],
    resolution: [r(`étoile[^.!?]*(?:${past('remont|regagn|rejoign|rejoin|s\'envol|retourn|bondi')}|reprit sa place|retrouva sa place|de nouveau dans le ciel|là-haut)`), r(`${past('ramen|ramèn|raccompagn|reconduis|renvoy|relanc|accroch|rend')}[^.!?]*étoile[^.!?]*(?:ciel|chez elle|là-haut|place)`)],
  },
  'tresor-cache': {
    problem: [r(`carte[^.!?]*(?:${past('indiqu|montr|mèn|men')}|croix|chemin)`), r(`${past('suiv|dépli|déroul|étudi|lis|lu')}[^.!?]*carte`)],
    resolution: [r(`${past('trouv|découvr|déterr|ouvr|soulev')}[^.!?]*(?:trésor|coffre)`), r(`(?:trésor|coffre)[^.!?]*(?:${past('apparu|s\'ouvr|brill')}|était là|scintill)`)],
  },
  'ami-perdu': {
    problem: [r(`(?:petit|petite|bébé|jeune)\\s[\\p{L}-]+[^.!?]*(?:${past('perd|égar')}|s'était perdue?|ne retrouvait plus|cherchait sa (?:famille|maman|mère)|pleurait)`)],
    resolution: [r(`${past('retrouv|rejoign|rejoin|ramen|ramèn|raccompagn')}[^.!?]*(?:famille|maman|papa|parents|mère|père|frères|sœurs)`), r(`(?:famille|maman|papa|parents|mère|père)[^.!?]*(?:${past('accour|serr|retrouv|embrass|cour')}|l'attendai)`)],
  },
  'fete-surprise': {
    problem: [r(`(?:seule?|triste|oubliée?|personne ne)[^.!?]*`), r(`${past('prépar|décor|accroch|gonfl|invit|cach|emball')}[^.!?]*(?:fête|guirlande|ballon|gâteau|cadeau|surprise)`)],
    resolution: [r(`surprise\\s*!`), r(`${past('cri|s\'écri|surg|jaill')}[^.!?]*surprise`), r(`(?:ami|amie)[^.!?]*(?:${past('souri|rayonn|ému|émerveill')}|n'était plus seule?|les larmes aux yeux)`)],
  },
  'arc-en-ciel': {
    problem: [r(`arc-en-ciel[^.!?]*(?:gris|terne|sans couleurs?|${past('perd|décolor|éteign')})`)],
    resolution: [r(`arc-en-ciel[^.!?]*(?:${past('retrouv|brill|resplend|s\'illumin|colori|color|ray')}|ses couleurs)`), r(`couleurs[^.!?]*(?:${past('revin|réappar|reven|jaill|retrouv')})`)],
  },
  'premier-jour': {
    problem: [r(`(?:nouvelle école|premier jour|classe|cour de récréation)[^.!?]*`)],
    resolution: [r(`(?:${past('f|se f')}|avait|avaient)[^.!?]*(?:nouveaux|nouvelles|de vrais|des)\\s(?:amis|amies|copains|copines)`), r(`${past('jou|ri|partag')}[^.!?]*(?:ensemble|avec (?:ses|leurs) (?:nouveaux|nouvelles))`)],
  },
  'jardin-magique': {
    problem: [r(`${past('plant|sem|enterr|arros|enfou|trouv')}[^.!?]*graine`), r(`graine[^.!?]*(?:ne poussait|ne bougeait|dormait|refusait|toute petite)`)],
    resolution: [r(`(?:graine|pousse|tige|plante|fleur|arbre|bourgeon)[^.!?]*(?:${past('pouss|grand|s\'ouvr|fleur|germ|sort|s\'épanou|s\'élev|mont')})`)],
  },
  'voyage-lune': {
    problem: [r(`${past('construi|construis|assembl|fabriqu|répar|bricol|visse|vissè')}[^.!?]*fusée`), r(`fusée[^.!?]*(?:prête|construite|${past('décoll|s\'élev|s\'envol')})`)],
    resolution: [r(`lune[^.!?]*(?:${past('salu|atterr|arriv|se pos|souri')}|bonjour)`), r(`${past('salu|atterr|arriv|se pos')}[^.!?]*lune`)],
  },
  'course-animaux': {
    problem: [r(`(?:départ|course)[^.!?]*(?:${past('commenc|commenç|s\'élan|démarr|donn|part')}|!)`), r(`${past('s\'élan|s\'élanç')}`)],
    resolution: [r(`(?:ligne d'arrivée|arrivée)[^.!?]*ensemble|ensemble[^.!?]*(?:ligne d'arrivée|arrivée)`), r(`${past('franch|pass|arriv')}[^.!?]*ensemble`)],
  },
  'nuit-etoilee': {
    problem: [r(`(?:bruits?|craquement|grincement|hou-hou|houhou)[^.!?]*(?:nuit|noir|ombre|${past('résonn|entend|entendi|fai')})`), r(`${past('entend|entendi')}[^.!?]*(?:bruit|craqu|grinc)`)],
    resolution: [r(`(?:hibou|chouette|lucioles?|grillons?|grenouilles?|hérisson|chauve-souris|écureuils?)[^.!?]*(?:${past('jou|s\'amus|chant|ri')})`), r(`c'étaient?[^.!?]*(?:hibou|chouette|lucioles?|grillons?|grenouilles?|hérisson|amis)`)],
  },
  'chanson-perdue': {
    problem: [r(`(?:chanson|mélodie|notes)[^.!?]*(?:${past('oubli|perd|envol|dispar')}|personne ne se souvenait)`)],
    resolution: [r(`(?:village|tout le monde|villageois|habitants)[^.!?]*(?:${past('chant|fredonn|se mi|dans')})`), r(`(?:notes?|chanson|mélodie)[^.!?]*(?:${past('retrouv|revin|résonn|reven')})`)],
  },
  tempete: {
    problem: [r(`(?:tempête|orage)[^.!?]*`), r(`bateau[^.!?]*(?:cassé|abîmé|troué|brisé|${past('cass|abîm|perc|bris|renvers')})`)],
    resolution: [r(`${past('répar|recoll|recous|clou|colmat|rafistol|boucl')}[^.!?]*(?:bateau|voile|coque|mât|trou)`), r(`bateau[^.!?]*(?:${past('flott|repart|vogu|navigu')}|comme neuf|reprit la mer)`)],
  },
  'gateau-geant': {
    problem: [r(`${past('mélang|pétr|cuisin|prépar|vers|fouett|cass')}[^.!?]*(?:gâteau|pâte|farine|œufs|beurre|sucre)`)],
    resolution: [r(`dragon[^.!?]*(?:${past('souffl|goût|mange|croqu|dévor|émerveill|ravi|remerci')}|bougies|anniversaire)`), r(`joyeux anniversaire`)],
  },
  'livre-magique': {
    problem: [r(`livre[^.!?]*(?:fin|dernières? pages?|pages? blanches?|${past('perd|oubli')})`)],
    resolution: [r(`(?:fin|dernière page)[^.!?]*(?:${past('retrouv|écri|apparu|revin|compl')})`), r(`livre[^.!?]*(?:${past('referm|remerci|souri')}|sa fin)`)],
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
