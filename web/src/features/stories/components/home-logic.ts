import { HOME_EXTRA_TEXT, MAIN_ACTION_LABELS, welcomeByName } from '@/features/stories/messages';
import { paths } from '@/lib/paths';

/**
 * Pure rules of the home screen (spec part 1 §2), kept apart from React so they are tested alone.
 */

/** Set on /app by the register dialog's 'Continuer vers l'application' button; removed on arrival. */
const NEW_SIGNUP_PARAM = 'new_signup';

/**
 * The query string without `new_signup` (whatever its value), other parameters kept in order; null when
 * there was nothing to remove, so the caller leaves the address alone.
 */
export function searchWithoutNewSignup(search: string): string | null {
  const params = new URLSearchParams(search);
  if (!params.has(NEW_SIGNUP_PARAM)) return null;
  params.delete(NEW_SIGNUP_PARAM);
  const rest = params.toString();
  return rest === '' ? '' : `?${rest}`;
}

/** The parent's first name from the ID token's claims (Cognito's `given_name`), or null. */
export function firstNameFromClaims(claims: unknown): string | null {
  if (!claims || typeof claims !== 'object') return null;
  const value = (claims as Record<string, unknown>).given_name;
  if (typeof value !== 'string') return null;
  const name = value.trim();
  return name === '' ? null : name;
}

/** The welcome line (issue 18: 'Bienvenue, Camille !'): by first name when we know it. */
export function welcomeLine(firstName: string | null | undefined): string {
  return firstName ? welcomeByName(firstName) : HOME_EXTRA_TEXT.welcome;
}

/** Set on /app while a story is being written: the quick actions give way to a loading indicator. */
const CREATING_STORY_PARAM = 'creating_story';

/** True when the address says a story is being created (`creating_story=true`). */
export function isCreatingStory(search: string): boolean {
  return new URLSearchParams(search).get(CREATING_STORY_PARAM) === 'true';
}

/** The home screen's main button (spec part 1 §2), one state per case. */
export type MainAction =
  | { kind: 'loading'; label: (typeof MAIN_ACTION_LABELS)['loading'] }
  | { kind: 'createProfile'; label: (typeof MAIN_ACTION_LABELS)['createProfile']; to: string }
  | { kind: 'getMoreStories'; label: (typeof MAIN_ACTION_LABELS)['getMoreStories']; to: string }
  | { kind: 'createStory'; label: (typeof MAIN_ACTION_LABELS)['createStory']; to: string };

export interface MainActionInput {
  /** The session, the profiles or the credits are still being read. */
  loading: boolean;
  /** How many child profiles the parent has; undefined when they could not be read. */
  profileCount: number | undefined;
  /** The credit summary; undefined when it could not be read. */
  credits: { planType: string; storiesLeft: number } | undefined;
}

/**
 * 'Chargement...' while the checks run; without a child profile, the way to create the first one; on the
 * free plan with no story left, the way to the shop; otherwise the way to a new story. When the profiles
 * or credits could not be read, the button does not guess at a missing profile or an empty balance: the
 * create screen checks again.
 */
export function mainActionFor({ loading, profileCount, credits }: MainActionInput): MainAction {
  if (loading) return { kind: 'loading', label: MAIN_ACTION_LABELS.loading };
  if (profileCount === 0) return { kind: 'createProfile', label: MAIN_ACTION_LABELS.createProfile, to: paths.childProfile };
  if (credits && credits.planType === 'free' && credits.storiesLeft <= 0) {
    return { kind: 'getMoreStories', label: MAIN_ACTION_LABELS.getMoreStories, to: paths.shop };
  }
  return { kind: 'createStory', label: MAIN_ACTION_LABELS.createStory, to: paths.create };
}

/** The header's logo, then the one shown if it fails to load (spec part 1 §2). */
export const LOGO_SOURCES = ['/logo.svg', '/logo-fallback.svg'] as const;

/** The logo to try after `failed` could not load; null when none is left (the logo is then left out). */
export function nextLogoSource(failed: string): string | null {
  const index = LOGO_SOURCES.findIndex((source) => source === failed);
  return index === -1 ? null : (LOGO_SOURCES[index + 1] ?? null);
}
