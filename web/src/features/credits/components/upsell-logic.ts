/**
 * When the home screen offers more stories (spec part 1 §4): "The upsell dialog opens when loading is done,
 * a session exists, at least one child profile exists, storiesLeft and bonusStories are both 0 or less, and
 * the plan is free." Pure, so the rule is tested alone.
 */
export interface UpsellInput {
  loading: boolean;
  signedIn: boolean;
  profileCount: number | undefined;
  credits: { storiesLeft: number; bonusStories: number; planType: string } | undefined;
}

export function isUpsellDue({ loading, signedIn, profileCount, credits }: UpsellInput): boolean {
  if (loading || !signedIn || !credits || profileCount === undefined || profileCount < 1) return false;
  return credits.storiesLeft <= 0 && credits.bonusStories <= 0 && credits.planType === 'free';
}

/**
 * 'Plus tard' is remembered for the tab (session storage): the dialog does not come back at every visit of
 * /app, the sticky banner takes its place until the tab is closed.
 */
export const UPSELL_DISMISSED_KEY = 'upsellDismissed';

export interface DismissalStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

function tabStorage(): DismissalStorage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

export function wasUpsellDismissed(storage: DismissalStorage | undefined = tabStorage()): boolean {
  try {
    return storage?.getItem(UPSELL_DISMISSED_KEY) === 'true';
  } catch {
    return false;
  }
}

export function rememberUpsellDismissed(storage: DismissalStorage | undefined = tabStorage()): void {
  try {
    storage?.setItem(UPSELL_DISMISSED_KEY, 'true');
  } catch (error) {
    // Without storage the banner still shows for this page; the dialog may come back after a reload.
    console.error(error);
  }
}
