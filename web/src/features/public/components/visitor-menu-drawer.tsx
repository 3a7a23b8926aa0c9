import { HouseIcon, InfoIcon, LogInIcon, MailIcon, NewspaperIcon, UserPlusIcon, type LucideIcon } from 'lucide-react';
import type { RefObject } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Dialog, DialogClose, DialogContent, DialogTitle } from '@/components/ui/dialog';
import { isCurrentPage, visitorMenuEntries, type VisitorMenuEntryId } from './public-links';
import { SiteLogo } from './site-logo';
import { SITE_NAME_TEXT, VISITOR_DRAWER_TEXT } from '@/features/public/messages';

const MENU_ICONS: Readonly<Record<VisitorMenuEntryId, LucideIcon>> = {
  'sign-in': LogInIcon,
  'sign-up': UserPlusIcon,
  'my-space': HouseIcon,
  about: InfoIcon,
  contact: MailIcon,
  blog: NewspaperIcon,
};

const itemClass =
  'flex min-h-11 w-full items-center gap-3 rounded-lg px-3 py-2 text-left font-bold text-foreground transition-colors hover:bg-secondary hover:text-secondary-foreground focus-ring aria-[current=page]:bg-secondary aria-[current=page]:text-secondary-foreground [&_svg]:size-5 [&_svg]:shrink-0';

export interface VisitorMenuDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  signedIn: boolean;
  /** The menu button: not a Radix trigger (it exists before this chunk loads), so focus is sent back to it here. */
  menuButtonRef: RefObject<HTMLButtonElement | null>;
}

/**
 * The drawer of the visitors' menu, drawn like the app's side menu (components/side-menu): from the left,
 * on every screen width. A Radix dialog: focus stays inside while it is open, Escape or the overlay closes
 * it, and focus goes back to the menu button. Its own chunk (see VisitorMenu).
 */
function VisitorMenuDrawer({ open, onOpenChange, signedIn, menuButtonRef }: VisitorMenuDrawerProps) {
  const { pathname } = useLocation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={VISITOR_DRAWER_TEXT.close}
        // No description: the title and the list say it all.
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          menuButtonRef.current?.focus();
        }}
        className="top-0 left-0 flex h-dvh max-h-dvh w-[min(20rem,calc(100%-3rem))] max-w-none translate-x-0 translate-y-0 flex-col gap-0 rounded-none rounded-r-2xl border-y-0 border-l-0 p-0 transition-transform duration-200 ease-out starting:-translate-x-full"
      >
        <div className="flex min-h-16 items-center gap-2 border-b px-4 pr-14">
          <SiteLogo className="size-9" />
          <DialogTitle className="text-lg">
            <span className="sr-only">{SITE_NAME_TEXT.menuPrefix}</span>
            {SITE_NAME_TEXT.name}
          </DialogTitle>
        </div>
        <nav aria-label={VISITOR_DRAWER_TEXT.title} className="flex-1 overflow-y-auto p-3">
          <ul className="flex flex-col gap-1">
            {visitorMenuEntries(signedIn).map(({ id, label, to }) => {
              const Icon = MENU_ICONS[id];
              return (
                <li key={id} data-menu-entry={id}>
                  {/* Closing first: following the link to the page already shown must still close the drawer. */}
                  <DialogClose asChild>
                    <Link to={to} aria-current={isCurrentPage(to, pathname) ? 'page' : undefined} className={itemClass}>
                      <Icon aria-hidden="true" />
                      {label}
                    </Link>
                  </DialogClose>
                </li>
              );
            })}
          </ul>
        </nav>
      </DialogContent>
    </Dialog>
  );
}

export default VisitorMenuDrawer;
