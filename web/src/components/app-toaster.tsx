import { Toaster } from 'sonner';
import { useMediaQuery } from '@/lib/use-media-query';
import { TOASTER_PHONE_QUERY, TOASTER_POSITION } from '@/lib/toasts';

/**
 * The app's one toaster: French labels, rich colours, and its place (lib/toasts.ts) at the bottom, where
 * it covers no title, stepper or header. Marked for the background art, which neither measures nor
 * avoids what floats above the page.
 */
export function AppToaster() {
  const phone = useMediaQuery(TOASTER_PHONE_QUERY);
  return (
    <div data-art-ignores="">
      <Toaster
        position={phone ? TOASTER_POSITION.phone : TOASTER_POSITION.wide}
        richColors
        containerAriaLabel="Notifications"
        customAriaLabel="Notifications (Alt+T)"
        toastOptions={{ closeButtonAriaLabel: 'Fermer la notification' }}
      />
    </div>
  );
}
