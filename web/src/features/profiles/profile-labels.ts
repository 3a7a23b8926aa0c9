import { GENDER_LABELS, type Profile } from '@shared/profiles';

/**
 * How a child profile is named on screen (spec part 1 §2): the menu's rows and the home screen's badge.
 */

/** '6 ans' (the spec's suffix 'ans'); '1 an' for one year, as French has it. */
export function formatAge(age: number): string {
  return age === 1 ? '1 an' : `${String(age)} ans`;
}

/** The menu row's second line: 'Garçon, 6 ans'. */
export function profileSummary(profile: Pick<Profile, 'age' | 'gender'>): string {
  return `${GENDER_LABELS[profile.gender]}, ${formatAge(profile.age)}`;
}

/** The home screen's badge of the selected profile: 'Histoire de Léo, 6 ans, Garçon'. */
export function profileBadgeText(profile: Pick<Profile, 'name' | 'age' | 'gender'>): string {
  return `Histoire de ${profile.name.trim()}, ${formatAge(profile.age)}, ${GENDER_LABELS[profile.gender]}`;
}
