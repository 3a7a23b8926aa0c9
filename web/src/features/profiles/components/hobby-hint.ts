import { hobbyWords, readHobby } from '@shared/hobby';

/**
 * The hobby field's hint, live as the parent types: what the stories will say of the hobby (our words
 * for the activities it names, never the parent's sentence), or that they will say nothing of it, so a
 * parent is never surprised that « monte à poney tous les mercredis » became « faire du poney ».
 */
export function hobbyHint(typed: string): string {
  if (!typed.trim()) return 'Facultatif. Par exemple : le dessin, le football...';
  const frame = readHobby(typed);
  if (!frame) return 'Nous n’y reconnaissons aucune activité : ce loisir ne sera pas repris dans les histoires. Par exemple : le dessin, le football, la danse, les Lego...';
  const told = hobbyWords(frame);
  return `Dans les histoires : « ${told.infinitive ?? told.noun} ».`;
}
