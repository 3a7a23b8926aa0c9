import * as z from 'zod';
import './french-errors';

/**
 * Predefined scenarios (spec part 2 §3, predefined_scenarios: id, emoji, title, description), as
 * `GET /api/scenarios` answers them. The stack seeds the scenarios table with `SEEDED_SCENARIOS`; an
 * operator may add more items to the table, in the same shape.
 */
export const scenarioSchema = z.object({
  id: z.string(),
  emoji: z.string(),
  title: z.string(),
  description: z.string(),
});
export type Scenario = z.infer<typeof scenarioSchema>;
export const scenarioListSchema = z.array(scenarioSchema);

/** Every scenario item carries this partition of the `byCatalogue` index, so listing them is a Query. */
export const SCENARIO_CATALOGUE = 'predefined';

/**
 * Each scenario is a goal the child can reach in one evening's story, with no villain to defeat by
 * force: the embedded writer builds an arc around its description, and the OpenAI writer receives it.
 */
export const SEEDED_SCENARIOS: readonly Scenario[] = [
  { id: 'etoile-tombee', emoji: '⭐', title: "L'étoile tombée du ciel", description: 'retrouver une étoile tombée du ciel et la ramener chez elle' },
  { id: 'tresor-cache', emoji: '🗺️', title: 'La carte au trésor', description: 'suivre une vieille carte pour découvrir un trésor caché' },
  { id: 'ami-perdu', emoji: '🐾', title: "L'ami égaré", description: 'aider un petit animal perdu à retrouver sa famille' },
  { id: 'fete-surprise', emoji: '🎉', title: 'La fête surprise', description: 'préparer une fête surprise pour un ami qui se sent seul' },
  { id: 'arc-en-ciel', emoji: '🌈', title: "Les couleurs de l'arc-en-ciel", description: "rendre ses couleurs à un arc-en-ciel devenu tout gris" },
  { id: 'premier-jour', emoji: '🎒', title: 'Le premier jour', description: "vivre un premier jour dans une nouvelle école et s'y faire des amis" },
  { id: 'jardin-magique', emoji: '🌱', title: 'La graine magique', description: 'faire pousser une graine magique qui grandit avec la gentillesse' },
  { id: 'voyage-lune', emoji: '🚀', title: 'Le voyage vers la Lune', description: 'construire une fusée pour aller saluer la Lune' },
  { id: 'course-animaux', emoji: '🏁', title: 'La grande course', description: 'participer à une course où le plus important est de finir ensemble' },
  { id: 'nuit-etoilee', emoji: '🌙', title: 'Le secret de la nuit', description: 'découvrir que les bruits de la nuit sont des amis qui jouent' },
  { id: 'chanson-perdue', emoji: '🎵', title: 'La chanson perdue', description: "retrouver les notes d'une chanson que tout le village a oubliée" },
  { id: 'tempete', emoji: '⛵', title: 'Après la tempête', description: 'réparer un bateau après une tempête avec l’aide de nouveaux amis' },
  { id: 'gateau-geant', emoji: '🎂', title: 'Le gâteau géant', description: "cuisiner un gâteau géant pour l'anniversaire d'un dragon" },
  { id: 'livre-magique', emoji: '📖', title: 'Le livre qui parlait', description: "aider un livre magique à retrouver la fin de son histoire" },
] as const;
