import { APP_MESSAGES } from '@/app/messages';

/**
 * Shown while a lazy route or the app's configuration loads: nothing visible (most loads are quick and
 * a flashing spinner is worse than a blank instant), but screen readers hear that something is coming.
 * Plain markup on purpose: this is in the initial bundle of every page.
 */
export function RouteFallback({ label = APP_MESSAGES.loading }: { label?: string }) {
  return (
    <div role="status" aria-live="polite" className="sr-only">
      {label}
    </div>
  );
}
