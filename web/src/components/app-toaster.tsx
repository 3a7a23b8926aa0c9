import { useEffect, useState } from 'react';
import { Toaster } from 'sonner';
import { useMediaQuery } from '@/lib/use-media-query';
import { inToastZone, TOASTER_PHONE_QUERY, TOASTER_POSITION, TOASTER_POSITION_ABOVE } from '@/lib/toasts';
import { COMPONENT_MESSAGES } from '@/components/messages';

/**
 * The app's one toaster: French labels, rich colours, and its place (lib/toasts.ts) at the bottom, where
 * it covers no title, stepper or header — or at the top while the control that has the focus sits in the
 * bottom band that toasts take, so that a toast never covers the button or the field in use. Marked for
 * the background art, which neither measures nor avoids what floats above the page.
 */
export function AppToaster() {
  const phone = useMediaQuery(TOASTER_PHONE_QUERY);
  const above = useFocusLowOnScreen();
  const positions = above ? TOASTER_POSITION_ABOVE : TOASTER_POSITION;
  return (
    <div data-art-ignores="">
      <Toaster
        position={phone ? positions.phone : positions.wide}
        richColors
        containerAriaLabel={COMPONENT_MESSAGES.notifications}
        customAriaLabel={COMPONENT_MESSAGES.notificationsShortcut}
        toastOptions={{ closeButtonAriaLabel: COMPONENT_MESSAGES.closeNotification }}
      />
    </div>
  );
}

/**
 * Whether the control in use lies in the toasts' bottom band, kept current as focus and scroll move. The
 * control in use is the focused element, or the last one focused while focus fell to the page because that
 * control was disabled during its own request ('Corriger mes crédits' is busy while its toast is on its way).
 */
function useFocusLowOnScreen(): boolean {
  const [low, setLow] = useState(false);
  useEffect(() => {
    let lastControl: HTMLElement | null = null;
    const update = () => {
      const focused = document.activeElement;
      if (focused instanceof HTMLElement && focused !== document.body && !focused.closest('[data-sonner-toaster]')) lastControl = focused;
      else if (focused instanceof HTMLElement && focused !== document.body) return;
      if (!lastControl?.isConnected) {
        setLow(false);
        return;
      }
      setLow(inToastZone(lastControl.getBoundingClientRect().bottom, window.innerHeight));
    };
    document.addEventListener('focusin', update);
    document.addEventListener('focusout', update);
    // Any scroll moves the focused control (a sheet's content scrolls on its own: capture sees it).
    window.addEventListener('scroll', update, { passive: true, capture: true });
    window.addEventListener('resize', update);
    return () => {
      document.removeEventListener('focusin', update);
      document.removeEventListener('focusout', update);
      window.removeEventListener('scroll', update, { capture: true });
      window.removeEventListener('resize', update);
    };
  }, []);
  return low;
}
