import { fold } from './text';

/**
 * The emotions and values a parent may type (issue 25): each id's suggestion text, then its synonyms,
 * and their readers. Apart from the rest of the vocabulary because the story check reads them too
 * (frame-carry-check.ts): a label read whole as one of these is a known word, not the parent's clause,
 * and the Moderator's bundle should not carry the character and place tables for it.
 */

/** Each id's suggestion text, then synonyms (typed with or without their article). */
export const EMOTIONS: Record<string, string[]> = {
  joie: ['la joie', 'bonheur', 'gaieté', 'gaîté', 'allégresse', 'joyeux', 'content', 'heureux', 'être heureux', 'le rire', 'rire', 'la bonne humeur', 'amusement', 'plaisir', 'enthousiasme', 'rigolade'],
  courage: ['le courage', 'bravoure', 'audace', 'courageux', 'vaillance', 'être courageux', 'oser'],
  emerveillement: ["l'émerveillement", 'émerveillé', 'magie', 'le merveilleux', 'éblouissement', 'fascination', 'admiration', 'rêve', 'le rêve', 'rêverie'],
  curiosite: ['la curiosité', 'curieux', 'envie de découvrir', 'découverte', 'la découverte', 'étonnement', 'intérêt', 'aventure', "l'aventure", "goût de l'aventure"],
  fierte: ['la fierté', 'fier', 'fière', 'être fier', 'satisfaction'],
  surprise: ['la surprise', 'surpris', 'étonnement joyeux'],
  'peur-qui-passe': ['la peur qui passe', 'peur', 'la peur', 'frayeur', 'un peu de trac', 'trac', 'inquiétude', 'crainte', 'angoisse', 'appréhension', 'frisson', 'frissons', 'petite peur', 'une petite peur', 'peur surmontée', 'la peur surmontée', 'timidité', 'nervosité'],
  tendresse: ['la tendresse', 'amour', "l'amour", 'affection', 'douceur', 'câlin', 'câlins', 'les câlins', 'tendre', 'chaleur', 'réconfort', 'bienveillance', 'doux'],
  calme: ['le calme', 'sérénité', 'paix', 'la paix', 'tranquillité', 'apaisement', 'repos', 'détente', 'zen', 'calme intérieur'],
  gratitude: ['la gratitude', 'reconnaissance', 'merci', 'dire merci', 'savoir dire merci', 'remerciement', 'remerciements'],
};

export const VALUES: Record<string, string[]> = {
  amitie: ["l'amitié", 'amis', 'les amis', 'camaraderie', 'les copains', 'copains', 'être ami', 'se faire des amis', 'fraternité', 'complicité'],
  partage: ['le partage', 'partager', 'savoir partager', 'générosité', 'la générosité', 'donner', 'être généreux'],
  perseverance: ['la persévérance', 'persévérer', 'ne jamais abandonner', 'ténacité', 'effort', 'les efforts', "l'effort", 'obstination', 'détermination', 'ne pas abandonner', 'essayer encore', 'travail', 'le travail'],
  entraide: ["l'entraide", 'aide', "l'aide", "s'entraider", 'aider', 'aider les autres', 'solidarité', 'la solidarité', 'coopération', 'la coopération', "l'esprit d'équipe", "esprit d'équipe", 'travail d\'équipe', 'le travail d\'équipe', 'ensemble', 'unité'],
  gentillesse: ['la gentillesse', 'gentil', 'être gentil', 'être gentil avec tout le monde', 'être gentille', 'bonté', 'la bonté', 'bienveillance', 'politesse', 'la politesse', 'altruisme', 'compassion', 'la compassion', 'empathie', "l'empathie", 'attention aux autres'],
  honnetete: ["l'honnêteté", 'honnête', 'être honnête', 'franchise', 'la franchise', 'vérité', 'la vérité', 'dire la vérité', 'sincérité', 'loyauté', 'la loyauté', 'confiance', 'la confiance'],
  'respect-de-la-nature': ['le respect de la nature', 'respect de la nature', 'nature', 'la nature', 'écologie', "l'écologie", 'protéger la nature', "respect de l'environnement", 'environnement', 'la planète', 'protéger la planète', 'les animaux', 'respect des animaux', 'aimer la nature'],
  tolerance: ['la tolérance', 'différence', 'la différence', 'les différences', 'accepter les différences', 'respect', 'le respect', 'respect des autres', 'ouverture', "l'ouverture", 'acceptation', 'diversité', 'la diversité', 'inclusion', 'égalité', "l'égalité", 'respecter les autres'],
  patience: ['la patience', 'patient', 'être patient', 'attendre', 'savoir attendre', 'calme', 'sagesse', 'la sagesse'],
  'confiance-en-soi': ['la confiance en soi', 'confiance en soi', 'estime de soi', "l'estime de soi", 'croire en soi', 'croire en ses rêves', 'oser', 'avoir confiance en soi', 'assurance', 'autonomie', "l'autonomie", 'indépendance', 'être soi-même', 'courage'],
};

const bareLabel = (text: string): string =>
  fold(text)
    .replace(/\p{Extended_Pictographic}|\uFE0F/gu, ' ')
    .replace(/[’`]/g, "'")
    .replace(/[.!,;:]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^(le|la|les|l'|un|une|des|du|de la|de l') ?/, '')
    .trim();

function labelIndex(table: Record<string, string[]>): Map<string, string> {
  const index = new Map<string, string>();
  for (const [id, texts] of Object.entries(table)) for (const text of texts) if (!index.has(bareLabel(text))) index.set(bareLabel(text), id);
  for (const id of Object.keys(table)) index.set(bareLabel(id.replace(/-/g, ' ')), id);
  return index;
}

const EMOTION_INDEX = labelIndex(EMOTIONS);
const VALUE_INDEX = labelIndex(VALUES);

export const readEmotion = (text: string): string | null => EMOTION_INDEX.get(bareLabel(text)) ?? null;
export const readValue = (text: string): string | null => VALUE_INDEX.get(bareLabel(text)) ?? null;
