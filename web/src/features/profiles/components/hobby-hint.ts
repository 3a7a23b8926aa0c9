import { hobbyWords, readHobby } from '@shared/hobby';
import { HOBBY_HINT_TEXT } from '@/features/profiles/messages';

/**
 * The hobby field's hint, live as the parent types: what the stories will say of the hobby (our words
 * for the activities it names, never the parent's sentence), or that they will say nothing of it, so a
 * parent is never surprised that « monte à poney tous les mercredis » became « faire du poney ».
 */
export function hobbyHint(typed: string): string {
  if (!typed.trim()) return HOBBY_HINT_TEXT.empty;
  const frame = readHobby(typed);
  if (!frame) return HOBBY_HINT_TEXT.unknown;
  const told = hobbyWords(frame);
  return HOBBY_HINT_TEXT.told(told.infinitive ?? told.noun);
}
