import { MenuIcon } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { VISITOR_MENU_TEXT } from '@/features/public/messages';

const loadDrawer = () => import('./visitor-menu-drawer');
/**
 * The drawer and Radix's dialog (about 12 KB gzipped) load on the first wish to open the menu, not with the
 * page: every public page hydrates without them (Lighthouse's mobile performance budget).
 */
const VisitorMenuDrawer = lazy(loadDrawer);

/**
 * The visitors' side menu (spec part 1 §2: login and signup to /auth, /qui-sommes-nous, /contact; the blog
 * too): the menu button, and the drawer it opens (visitor-menu-drawer.tsx). The prerendered page holds the
 * button alone; a signed-in parent sees 'Mon espace' in the drawer instead of the sign-in and sign-up entries.
 */
export function VisitorMenu({ signedIn }: { signedIn: boolean }) {
  const [open, setOpen] = useState(false);
  /** Mounted from the first opening on, so that closing keeps the dialog's own focus return and exit. */
  const [requested, setRequested] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const preload = () => void loadDrawer();

  return (
    <>
      <Button
        ref={menuButtonRef}
        variant="ghost"
        size="icon"
        aria-label={VISITOR_MENU_TEXT.open}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        <MenuIcon aria-hidden="true" className="size-6" />
      </Button>
      {requested ? (
        <Suspense fallback={null}>
          <VisitorMenuDrawer open={open} onOpenChange={setOpen} signedIn={signedIn} menuButtonRef={menuButtonRef} />
        </Suspense>
      ) : null}
    </>
  );
}
