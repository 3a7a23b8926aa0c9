import { recognizeKind, type KeywordKind } from './keywords';

/** The places a story can happen in, recognised from the wizard's free "setting" text. */
export const SETTING_IDS = [
  'forest',
  'beach',
  'underwater',
  'space',
  'castle',
  'mountain',
  'snow',
  'desert',
  'city',
  'jungle',
  'farm',
  'school',
  'home',
  'island',
  'garden',
  'sky',
  'cave',
  'volcano',
  'cloud-castle',
  'toy-village',
  'library',
] as const;
export type SettingId = (typeof SETTING_IDS)[number];
/** Nothing recognised: a hill under a sunset sky. */
export const DEFAULT_SETTING = 'sunset-hill';
export type SceneSettingId = SettingId | typeof DEFAULT_SETTING;

export const SETTING_KINDS: readonly KeywordKind<SettingId>[] = [
  { id: 'forest', keywords: ['forêt', 'forêt enchantée', 'bois', 'sous-bois', 'clairière', 'arbres', 'forest', 'woods'] },
  {
    id: 'beach',
    keywords: ['plage', 'mer', 'océan', 'bord de mer', 'bord de la mer', 'vagues', 'étoile de mer', 'sable', 'beach', 'sea', 'ocean', 'seaside'],
  },
  {
    id: 'underwater',
    keywords: [
      'sous-marin', 'sous la mer', "sous l'océan", "sous l'eau", 'fond de la mer', "fond de l'océan", 'fond des mers', 'fonds marins',
      'monde marin', 'récif', 'corail', 'coraux', 'abysses', 'aquarium', 'atlantide', 'underwater', 'under the sea', 'coral reef',
    ],
    qualifiers: ['sous-marin', 'sous-marine', 'sous la mer', "sous l'eau", "sous l'océan", 'fond de la mer', "fond de l'océan", 'fonds marins', 'underwater', 'under the sea'],
  },
  {
    id: 'space',
    keywords: [
      'espace', 'étoiles', 'planète', 'Mars', 'lune', 'galaxie', 'cosmos', 'univers', 'fusée', 'vaisseau spatial', 'station spatiale',
      'voie lactée', 'space', 'stars', 'planet', 'moon', 'galaxy', 'rocket', 'outer space',
    ],
    qualifiers: ['spatial', 'spatiale', 'spatiaux', 'galactique', 'intergalactique', 'interstellaire'],
  },
  { id: 'castle', keywords: ['château', 'château fort', 'palais', 'royaume', 'donjon', 'castle', 'palace', 'kingdom'] },
  { id: 'mountain', keywords: ['montagne', 'sommet', 'vallée', 'colline', 'alpes', 'mountain', 'valley', 'peak'] },
  {
    id: 'snow',
    keywords: [
      'montagne enneigée', 'montagnes enneigées', 'neige', 'enneigé', 'pôle', 'pôle nord', 'pôle sud', 'banquise', 'glace', 'glacier',
      'igloo', 'hiver', 'arctique', 'antarctique', 'snow', 'snowy', 'north pole', 'arctic', 'ice', 'winter',
    ],
    qualifiers: ['enneigé', 'enneigée', 'glacé', 'glacée', 'gelé', 'gelée', 'polaire', 'polaires', 'snowy', 'frozen'],
  },
  { id: 'desert', keywords: ['désert', 'dunes', 'sahara', 'oasis', 'pyramides', 'desert'] },
  { id: 'city', keywords: ['ville', 'cité', 'rue', 'quartier', 'métropole', 'paris', 'city', 'town', 'street'] },
  {
    id: 'jungle',
    keywords: ['jungle', 'forêt tropicale', 'forêt amazonienne', 'amazonie', 'savane', 'safari', 'rainforest', 'savanna'],
    qualifiers: ['tropical', 'tropicale', 'tropicaux', 'amazonienne'],
  },
  { id: 'farm', keywords: ['ferme', 'campagne', 'prairie', 'village', 'grange', 'champ', 'champs', 'farm', 'countryside', 'meadow', 'barn'] },
  { id: 'school', keywords: ['école', 'classe', 'salle de classe', 'maternelle', 'cour de récréation', 'school', 'classroom'] },
  { id: 'home', keywords: ['maison', 'chambre', 'salon', 'cuisine', 'grenier', 'à la maison', 'chez moi', 'house', 'home', 'bedroom'] },
  { id: 'island', keywords: ['île', 'île au trésor', 'île déserte', 'archipel', 'island', 'treasure island'] },
  { id: 'garden', keywords: ['jardin', 'parc', 'espace vert', 'potager', 'square', 'jardin enchanté', 'garden', 'park'] },
  { id: 'sky', keywords: ['ciel', 'nuages', 'nuage', 'arc-en-ciel', 'montgolfière', 'dans les airs', 'sky', 'clouds', 'cloud', 'rainbow'] },
  { id: 'cave', keywords: ['grotte', 'caverne', 'souterrain', 'mine', 'cave', 'cavern'] },
  { id: 'volcano', keywords: ['volcan', 'lave', 'volcano', 'lava'] },
  // Longer phrases than "château" at the same word: a castle standing on clouds is its own picture.
  {
    id: 'cloud-castle',
    keywords: ['château dans les nuages', 'château dans le ciel', 'château des nuages', 'château volant', 'palais dans les nuages', 'castle in the clouds', 'castle in the sky'],
  },
  { id: 'toy-village', keywords: ['village des jouets', 'pays des jouets', 'royaume des jouets', 'magasin de jouets', 'coffre à jouets', 'jouets', 'toy village', 'toyland', 'toys'] },
  { id: 'library', keywords: ['bibliothèque', 'bibliothèque magique', 'librairie', 'livres', 'library', 'bookshop'] },
];

export function recognizeSetting(text: string): SceneSettingId {
  return recognizeKind(text, SETTING_KINDS, DEFAULT_SETTING);
}
