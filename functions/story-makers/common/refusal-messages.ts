import type { ModerationCategory } from '#core/story-makers-port';

/**
 * French messages for a parent. Each names the field in the words of the wizard and says what to do.
 * The generated story (title, content, moral) is one field for the parent: « L'histoire générée ».
 */

/** The wizard's labels (spec part 2: steps Personnage, Scénario, Émotions & Valeurs) and the profile's free texts. */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  name: 'Prénom',
  favoriteHobby: 'Loisir préféré',
  mainCharacter: 'Personnage principal',
  setting: 'Lieu',
  scenario: 'Scénario',
  emotions: 'Émotions',
  values: 'Valeurs',
  title: "L'histoire générée",
  content: "L'histoire générée",
  moral: "L'histoire générée",
};

/** Fields written by the story generator rather than typed by a parent. */
const STORY_FIELDS = new Set(['title', 'content', 'moral']);

/**
 * The field's base name: the pipeline may name one custom emotion or value by its position
 * ("emotions[1]", "values.0"); the label is the list's.
 */
export function baseField(field: string): string {
  return field.replace(/(?:\[\d+\]|\.\d+)$/, '');
}

export function isStoryField(field: string): boolean {
  return STORY_FIELDS.has(baseField(field));
}

/** What is wrong, as the end of « Le texte du champ « X » … ». */
const PROBLEM: Readonly<Record<ModerationCategory, string>> = {
  violence: 'contient des mots violents qui ne conviennent pas à une histoire pour enfants',
  sexual: 'contient des mots à caractère sexuel qui ne conviennent pas à une histoire pour enfants',
  grooming:
    "décrit un adulte qui isole un enfant ou lui demande de garder un secret (rester seul avec lui, ne rien dire à ses parents), ce qui ne convient pas à une histoire pour enfants",
  hate: 'contient des propos haineux ou discriminatoires envers un groupe de personnes, ce qui ne convient pas à une histoire pour enfants',
  crime: "explique comment commettre un délit (voler sans se faire prendre, se procurer une arme…), ce qui ne convient pas à une histoire pour enfants",
  drugs: "parle de drogue, d'alcool ou de tabac, ce qui ne convient pas à une histoire pour enfants",
  insult: 'contient des insultes ou des grossièretés qui ne conviennent pas à une histoire pour enfants',
  self_harm: 'évoque le fait de se faire du mal, ce qui ne convient pas à une histoire pour enfants',
  personal_data: 'semble contenir des informations personnelles (email, téléphone ou adresse)',
  prompt_injection: "contient des consignes adressées au générateur d'histoires (par exemple « ignore les instructions »)",
};

/** What the parent can do about a text they typed. */
const ADVICE: Readonly<Record<ModerationCategory, string>> = {
  violence: 'Merci de le reformuler.',
  sexual: 'Merci de le reformuler.',
  // A parent who typed this may be worried about a child: the national child protection line.
  grooming:
    "Merci de le reformuler. Si vous pensez qu'un enfant est en danger, le 119 (Allô Enfance en Danger) répond 24 h/24, gratuitement.",
  hate: 'Merci de le reformuler.',
  crime: 'Merci de le reformuler.',
  drugs: 'Merci de le reformuler.',
  insult: 'Merci de le reformuler.',
  // A parent who typed this may be in distress: the French national suicide prevention line.
  self_harm:
    'Merci de le reformuler. Si vous ou un proche traversez un moment difficile, le 3114 (numéro national de prévention du suicide) répond 24 h/24, gratuitement.',
  personal_data: 'Pour protéger votre enfant, retirez-les.',
  prompt_injection: "Décrivez simplement ce que vous souhaitez voir dans l'histoire, sans consignes techniques.",
};

/** The label of a field for a parent; an unknown field is "votre texte" rather than a code name. */
export function fieldLabel(field: string): string | undefined {
  return FIELD_LABELS[baseField(field)];
}

/** The refusal message for a field and a category. */
export function refusalMessage(field: string, category: ModerationCategory): string {
  if (isStoryField(field)) {
    // The parent did not write it and cannot rephrase it: say that it will not be delivered.
    return `L'histoire générée ${PROBLEM[category]} : elle ne peut pas vous être livrée.`;
  }
  const label = fieldLabel(field);
  const subject = label === undefined ? 'Un des textes saisis' : `Le texte du champ « ${label} »`;
  return `${subject} ${PROBLEM[category]}. ${ADVICE[category]}`;
}
