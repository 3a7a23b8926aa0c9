import { foldText } from './fold-text';

/**
 * The profile's favourite hobby as a frame (issue 25: a parent's free text is data, never copy): the
 * activities of our own vocabulary that the text names, said in our words. « Inès monte à poney tous
 * les mercredis » is the pony, told « faire du poney »; the rest of the sentence (days, people, places)
 * is never woven. A hobby that names none of our activities, or says the child does not like it, gives
 * no frame: the story is written without a hobby, and the profile form says so to the parent.
 * In shared/ because the profile form reads it too, to show the parent what the stories will say of the
 * hobby (« faire du poney ») or that they will say nothing of it; the writer, the story check and the
 * OpenAI prompt read it in functions/story-makers.
 */

export interface HobbyFrame {
  /** Ids of {@link ACTIVITIES}, in the order the parent typed them; one to three. */
  activities: string[];
  /**
   * Who the child does it with, when the parent says so with a word of our own (« faire des gâteaux avec
   * papa »: the editor's read 36 lost papa in 7 stories of 7); a name (« avec Kevin ») is never kept.
   */
  with?: string;
}

export interface HobbyWords {
  /** A noun phrase with its article: « le vélo », « le vélo et la trottinette ». */
  noun: string;
  /** An infinitive, for one activity that has one: « faire du vélo »; null otherwise. */
  infinitive: string | null;
  /** What follows the child's name: « adorait faire du vélo ». */
  predicate: string;
}

interface Activity {
  /** With its article, as our sentences say it. */
  noun: string;
  /** What one does, when it is something one does (a passion such as dinosaurs has none). */
  infinitive: string | null;
  /** The words that name it (folded, without articles); the longest cue wins where two overlap. */
  cues: string[];
}

const played = (noun: string, ...cues: string[]): Activity => ({ noun: `le ${noun}`, infinitive: `jouer au ${noun}`, cues: [noun, ...cues] });
const instrument = (noun: string, feminine: boolean): Activity => ({ noun: `${feminine ? 'la' : 'le'} ${noun}`, infinitive: `jouer ${feminine ? 'de la' : 'du'} ${noun}`, cues: [noun] });
const done = (noun: string, infinitive: string, ...cues: string[]): Activity => ({ noun, infinitive, cues });
const passion = (noun: string, ...cues: string[]): Activity => ({ noun, infinitive: null, cues });

/** The activities a hobby may name: sports, arts, music, games, making things, and a few passions. */
export const ACTIVITIES: Record<string, Activity> = {
  football: played('football', 'foot'),
  ballon: done('le ballon', 'jouer au ballon', 'ballon'),
  basket: played('basket', 'basket-ball', 'basketball'),
  tennis: played('tennis'),
  rugby: played('rugby'),
  handball: played('handball', 'hand'),
  badminton: played('badminton'),
  'ping-pong': played('ping-pong', 'tennis de table'),
  volley: played('volley', 'volley-ball', 'volleyball'),
  golf: played('golf'),
  hockey: played('hockey'),
  judo: done('le judo', 'faire du judo', 'judo'),
  karate: done('le karaté', 'faire du karaté', 'karate'),
  taekwondo: done('le taekwondo', 'faire du taekwondo', 'taekwondo'),
  boxe: done('la boxe', 'faire de la boxe', 'boxe'),
  escrime: done("l'escrime", "faire de l'escrime", 'escrime'),
  yoga: done('le yoga', 'faire du yoga', 'yoga'),
  danse: done('la danse', 'danser', 'danse', 'danser', 'danseuse', 'danseur', 'hip-hop', 'ballet'),
  natation: done('la natation', 'nager', 'natation', 'nager', 'nage', 'piscine'),
  velo: done('le vélo', 'faire du vélo', 'velo', 'bicyclette', 'vtt'),
  trottinette: done('la trottinette', 'faire de la trottinette', 'trottinette'),
  roller: done('le roller', 'faire du roller', 'roller', 'rollers'),
  skate: done('le skate', 'faire du skate', 'skate', 'skateboard'),
  patinage: done('le patin à glace', 'faire du patin à glace', 'patin', 'patins', 'patinage', 'patinoire'),
  ski: done('le ski', 'faire du ski', 'ski', 'skier'),
  surf: done('le surf', 'faire du surf', 'surf'),
  voile: done('la voile', 'faire de la voile', 'voile'),
  trampoline: done('le trampoline', 'sauter sur le trampoline', 'trampoline'),
  gymnastique: done('la gymnastique', 'faire de la gymnastique', 'gym', 'gymnastique'),
  escalade: done("l'escalade", 'grimper', 'escalade', 'grimper', 'grimpe'),
  equitation: done("l'équitation", 'monter à cheval', 'equitation', 'cheval', 'chevaux'),
  poney: done('le poney', 'faire du poney', 'poney', 'poneys'),
  peche: done('la pêche', 'aller à la pêche', 'peche', 'pecher'),
  balades: done('les balades', 'faire de grandes balades', 'balade', 'balades', 'promenade', 'promenades', 'randonnee', 'randonnees'),
  dessin: done('le dessin', 'dessiner', 'dessin', 'dessins', 'dessiner', 'dessine'),
  'dessins-animes': done('les dessins animés', 'regarder des dessins animés', 'dessins animes', 'dessin anime'),
  coloriage: done('le coloriage', 'colorier', 'coloriage', 'coloriages', 'colorier'),
  peinture: done('la peinture', 'peindre', 'peinture', 'peindre'),
  'pate-a-modeler': done('la pâte à modeler', 'jouer avec la pâte à modeler', 'pate a modeler'),
  lecture: done('la lecture', 'lire', 'lecture', 'lire', 'livre', 'livres', 'bd', 'bandes dessinees', 'bande dessinee'),
  musique: done('la musique', 'faire de la musique', 'musique'),
  piano: instrument('piano', false),
  guitare: instrument('guitare', true),
  violon: instrument('violon', false),
  flute: { ...instrument('flûte', true), cues: ['flute'] },
  batterie: instrument('batterie', true),
  ukulele: { ...instrument('ukulélé', false), cues: ['ukulele'] },
  harpe: instrument('harpe', true),
  trompette: instrument('trompette', true),
  violoncelle: instrument('violoncelle', false),
  chant: done('le chant', 'chanter', 'chant', 'chanter', 'chante', 'chansons', 'chorale'),
  theatre: done('le théâtre', 'faire du théâtre', 'theatre'),
  cirque: done('le cirque', 'faire du cirque', 'cirque', 'jonglage', 'jongler'),
  magie: done('les tours de magie', 'faire des tours de magie', 'magie', 'tours de magie'),
  cuisine: done('la cuisine', 'cuisiner', 'cuisine', 'cuisiner'),
  patisserie: done('la pâtisserie', 'faire des gâteaux', 'patisserie', 'gateau', 'gateaux'),
  cabanes: done('les cabanes', 'construire des cabanes', 'cabane', 'cabanes'),
  lego: done('les Lego', 'jouer aux Lego', 'lego', 'legos'),
  jardinage: done('le jardinage', 'jardiner', 'jardinage', 'jardiner'),
  bricolage: done('le bricolage', 'bricoler', 'bricolage', 'bricoler'),
  puzzles: done('les puzzles', 'faire des puzzles', 'puzzle', 'puzzles'),
  'jeux-de-societe': done('les jeux de société', 'jouer aux jeux de société', 'jeux de societe', 'jeu de societe'),
  echecs: done('les échecs', 'jouer aux échecs', 'echecs'),
  cartes: done('les cartes', 'jouer aux cartes', 'cartes', 'jeux de cartes'),
  billes: done('les billes', 'jouer aux billes', 'billes'),
  'cache-cache': done('cache-cache', 'jouer à cache-cache', 'cache-cache', 'cache cache'),
  poupees: done('les poupées', 'jouer à la poupée', 'poupee', 'poupees'),
  'petites-voitures': done('les petites voitures', 'jouer aux petites voitures', 'petites voitures'),
  'jeux-video': done('les jeux vidéo', 'jouer aux jeux vidéo', 'jeux video', 'jeu video', 'jeux videos'),
  photographie: done('la photo', 'prendre des photos', 'photo', 'photos', 'photographie'),
  origami: done("l'origami", 'plier des origamis', 'origami', 'origamis'),
  couture: done('la couture', 'coudre', 'couture', 'coudre'),
  tricot: done('le tricot', 'tricoter', 'tricot', 'tricoter'),
  bracelets: done('les bracelets de perles', 'faire des bracelets', 'bracelet', 'bracelets', 'perles'),
  dinosaures: passion('les dinosaures', 'dinosaure', 'dinosaures', 'dinos'),
  etoiles: done('les étoiles', 'regarder les étoiles', 'etoiles', 'astronomie'),
  planetes: passion('les planètes', 'planetes', 'planete'),
  animaux: passion('les animaux', 'animaux'),
  chats: passion('les chats', 'chats', 'chat'),
  chiens: passion('les chiens', 'chiens', 'chien'),
  insectes: passion('les petites bêtes', 'insectes', 'petites betes'),
  robots: passion('les robots', 'robots', 'robot'),
  trains: passion('les trains', 'trains'),
  fusees: passion('les fusées', 'fusees', 'fusee'),
  volcans: passion('les volcans', 'volcans'),
  pirates: passion('les pirates', 'pirates'),
  chevaliers: passion('les chevaliers', 'chevaliers'),
  princesses: passion('les princesses', 'princesses'),
};

const keysOf = (text: string): string[] => foldText(text.replace(/[’‘`´]/g, "'")).match(/\p{L}+'|[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu) ?? [];

/** Cues as word sequences, longest first: « dessins animés » before « dessins ». */
const CUES: readonly { id: string; keys: string[] }[] = Object.entries(ACTIVITIES)
  .flatMap(([id, activity]) => activity.cues.map((cue) => ({ id, keys: keysOf(cue) })))
  .sort((a, b) => b.keys.length - a.keys.length);

/** A hobby the child does not like (« il n'aime pas le sport », « déteste le foot ») is no hobby. */
const NEGATION = new Set(['ne', "n'", 'pas', 'jamais', 'deteste', 'detestait', 'horreur', 'sauf']);

/**
 * The people a hobby is shared with, as typed after « avec » (folded) → as our sentences say them: a
 * family word alone (« papa ») or with its possessive (« son grand-père »), a grandparent never bare.
 */
const WITH: Record<string, string> = { mamy: 'mamie', papy: 'papi', 'grand-pere': 'son grand-père', 'grand-mere': 'sa grand-mère', 'ses parents': 'ses parents', 'ses grands-parents': 'ses grands-parents' };
for (const said of ['son papa', 'sa maman', 'sa mamie', 'son papi', 'son père', 'sa mère', 'son grand-père', 'sa grand-mère', 'son frère', 'sa sœur', 'son grand frère', 'sa grande sœur', 'son petit frère', 'sa petite sœur', 'son tonton', 'sa tata', 'son parrain', 'sa marraine']) {
  const key = foldText(said).replace(/œ/g, 'oe');
  WITH[key] = said;
  if (/^(son|sa) (papa|maman|mamie|papi|tonton|tata)$/.test(said)) WITH[key.replace(/^\S+ /, '')] = said.replace(/^\S+ /, '');
}

function sharedWith(keys: readonly string[]): string | undefined {
  const at = keys.indexOf('avec');
  if (at < 0) return undefined;
  for (const length of [3, 2, 1]) {
    const said = WITH[keys.slice(at + 1, at + 1 + length).join(' ')];
    if (said) return said;
  }
  return undefined;
}

/** At most this many activities are told (« la danse, le dessin et le piano »). */
const MOST_ACTIVITIES = 3;

export function readHobby(text: string): HobbyFrame | null {
  const keys = keysOf(text);
  if (keys.some((key) => NEGATION.has(key))) return null;
  const found: { id: string; at: number }[] = [];
  const taken = new Set<number>();
  for (const cue of CUES) {
    for (let at = 0; at + cue.keys.length <= keys.length; at += 1) {
      const span = cue.keys.map((_, offset) => at + offset);
      if (span.some((index) => taken.has(index)) || !cue.keys.every((key, offset) => keys[at + offset] === key)) continue;
      span.forEach((index) => taken.add(index));
      if (!found.some((hit) => hit.id === cue.id)) found.push({ id: cue.id, at });
    }
  }
  if (found.length === 0) return null;
  const activities = found.sort((a, b) => a.at - b.at).slice(0, MOST_ACTIVITIES).map((hit) => hit.id);
  const shared = sharedWith(keys);
  return shared ? { activities, with: shared } : { activities };
}

/** The hobby in our words; several activities are said as a list, with no single verb. */
export function hobbyWords(frame: HobbyFrame): HobbyWords {
  const activities = frame.activities.map((id) => ACTIVITIES[id]).filter((activity): activity is Activity => activity !== undefined);
  const nouns = activities.map((activity) => activity.noun);
  const noun = nouns.length <= 1 ? (nouns[0] ?? '') : `${nouns.slice(0, -1).join(', ')} et ${nouns[nouns.length - 1]}`;
  const alone = activities.length === 1 ? (activities[0]?.infinitive ?? null) : null;
  // Done with someone: said with the doing (« faire des gâteaux avec papa »), not with the noun.
  const infinitive = alone && frame.with ? `${alone} avec ${frame.with}` : alone;
  return { noun, infinitive, predicate: `adorait ${infinitive ?? noun}` };
}
