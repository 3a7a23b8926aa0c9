import { toast, type ExternalToast } from 'sonner';

/**
 * Where toasts go and how long they stay (issue 18: the step and form toasts covered the stepper and the
 * page title for seconds on phones).
 *
 * Decision: toasts sit at the bottom of the screen, centred on phones and at the right on wider screens,
 * below the part of a page a parent is reading: every screen puts its title, its stepper and its header
 * at the top, and the wizard and the forms scroll what they point at (a step's heading, a wrong field) to
 * the top or the middle. A toast that only confirms what the screen already shows goes after 2 s; one that
 * explains a problem or asks for something keeps sonner's 4 s. On a phone the signed-in pages end with
 * 7rem of room (`pb-28 md:pb-12` on their <main>), so their last controls can be scrolled above the toasts.
 */

/** Below this width the screen is a phone's (the spec's mobile breakpoint, part 1 §9). */
export const TOASTER_PHONE_QUERY = '(max-width: 767.98px)';
export const TOASTER_POSITION = { phone: 'bottom-center', wide: 'bottom-right' } as const;

/**
 * Where toasts go while the control in use sits low on the screen (issue 27, item 8: the profile sheet's
 * 'Enregistrer', the wizard's 'Précédent'/'Continuer'/'+ Ajouter' and the account's buttons were covered
 * by the toast their own click raised): at the top, the one place a bottom control cannot be under.
 */
export const TOASTER_POSITION_ABOVE = { phone: 'top-center', wide: 'top-right' } as const;

/**
 * The height at the bottom of the viewport that toasts may take: three stacked toasts of two lines and
 * sonner's offset (about 64 px each on a phone, 24 px from the edge), with a margin.
 */
export const TOAST_ZONE_PX = 200;

/** Whether a control whose box ends at `bottom` (px from the viewport's top) lies where bottom toasts would cover it. */
export function inToastZone(bottom: number, viewportHeight: number): boolean {
  return bottom > viewportHeight - TOAST_ZONE_PX;
}

/** How long a toast that only confirms stays on screen. */
export const CONFIRMATION_TOAST_MS = 2_000;

/** A toast that confirms what just happened: brief. */
export function confirmationToast(title: string, options: ExternalToast = {}): string | number {
  return toast.success(title, { duration: CONFIRMATION_TOAST_MS, ...options });
}
