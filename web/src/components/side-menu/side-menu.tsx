import { MenuIcon, SparklesIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { GUEST_PATHS, SIGNED_IN_PATHS } from '@/lib/route-table';
import { cn } from '@/lib/utils';
import { entriesWithScreens, isCurrentEntry, MENU_CATALOGUE, routedPaths, visibleMenuEntries, type MenuEntry } from './menu-entries';
import { COMPONENT_MESSAGES } from '@/components/messages';

/**
 * The product's entries whose screen is in the route table (see `entriesWithScreens`). The table lives in
 * lib/, below both the menu and the router: the menu never imports the router, which imports every page.
 */
const MENU_ENTRIES: readonly MenuEntry[] = entriesWithScreens(MENU_CATALOGUE, routedPaths(GUEST_PATHS, SIGNED_IN_PATHS));

export interface SideMenuProps {
  signedIn: boolean;
  /** Runs the sign-out of spec part 1 §4; the menu closes first. */
  onSignOut: () => void | Promise<void>;
  /** Runs 'Nouvelle histoire' (spec part 1 §4: credits first); the menu closes first. Without it, a plain link. */
  onNewStory?: (to: string) => void | Promise<void>;
  /** The list to show; the product's own by default. */
  entries?: readonly MenuEntry[];
  /** Sections shown above the entries (the child profiles); `close` shuts the drawer. */
  sections?: (close: () => void) => ReactNode;
  className?: string;
}

const itemClass =
  'flex min-h-11 w-full items-center gap-3 rounded-lg px-3 py-2 text-left font-bold text-foreground transition-colors hover:bg-secondary hover:text-secondary-foreground focus-ring aria-[current=page]:bg-secondary aria-[current=page]:text-secondary-foreground [&_svg]:size-5 [&_svg]:shrink-0';

/**
 * The menu button (top left) and the drawer it opens from the left, on every screen width (spec part 1
 * §2). A Radix dialog: focus stays inside while it is open, Escape or the overlay closes it, and focus
 * goes back to the menu button. Knows nothing of the session, so that any screen can use it; the
 * protected screens use `SessionSideMenu`.
 */
export function SideMenu({ signedIn, onSignOut, onNewStory, entries = MENU_ENTRIES, sections, className }: SideMenuProps) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const visible = visibleMenuEntries(entries, { signedIn, pathname });
  const close = () => setOpen(false);

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={COMPONENT_MESSAGES.openMenu} className={className}>
          <MenuIcon aria-hidden="true" className="size-6" />
        </Button>
      </DialogTrigger>
      <DialogContent
        closeLabel={COMPONENT_MESSAGES.closeMenu}
        // No description: the title and the list say it all.
        aria-describedby={undefined}
        className="top-0 left-0 flex h-dvh max-h-dvh w-[min(20rem,calc(100%-3rem))] max-w-none translate-x-0 translate-y-0 flex-col gap-0 rounded-none rounded-r-2xl border-y-0 border-l-0 p-0 transition-transform duration-200 ease-out starting:-translate-x-full"
      >
        <div className="flex min-h-16 items-center gap-2 border-b px-4 pr-14">
          <span aria-hidden="true" className="flex size-9 items-center justify-center rounded-full bg-primary text-primary-foreground">
            <SparklesIcon className="size-5" />
          </span>
          <DialogTitle className="text-lg">
            <span className="sr-only">{COMPONENT_MESSAGES.menuTitlePrefix}</span>
            {COMPONENT_MESSAGES.siteName}
          </DialogTitle>
        </div>
        <div className="flex flex-1 flex-col overflow-y-auto">
          {sections?.(close)}
          <nav aria-label={COMPONENT_MESSAGES.mainMenu} className="p-3">
            <ul className="flex flex-col gap-1">
              {visible.map((entry) => (
                <li key={entry.id} data-menu-entry={entry.id}>
                  <MenuItem
                    entry={entry}
                    current={isCurrentEntry(entry, pathname)}
                    onSignOut={() => {
                      close();
                      void onSignOut();
                    }}
                    onNewStory={
                      onNewStory
                        ? (to) => {
                            close();
                            void onNewStory(to);
                          }
                        : undefined
                    }
                  />
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </DialogContent>
    </Dialog>
  );
}

interface MenuItemProps {
  entry: MenuEntry;
  current: boolean;
  onSignOut: () => void;
  onNewStory: ((to: string) => void) | undefined;
}

function MenuItem({ entry, current, onSignOut, onNewStory }: MenuItemProps) {
  const Icon = entry.icon;
  const { action } = entry;
  if (action.kind === 'signOut') {
    return (
      <button type="button" onClick={onSignOut} className={cn(itemClass, 'mt-2 text-destructive hover:text-destructive')}>
        <Icon aria-hidden="true" />
        {entry.label}
      </button>
    );
  }
  if (action.kind === 'newStory' && onNewStory) {
    return (
      <button type="button" onClick={() => onNewStory(action.to)} aria-current={current ? 'page' : undefined} className={itemClass}>
        <Icon aria-hidden="true" />
        {entry.label}
      </button>
    );
  }
  return (
    // Closing first: following the link to the page already shown must still close the drawer.
    <DialogClose asChild>
      <Link to={action.to} aria-current={current ? 'page' : undefined} className={itemClass}>
        <Icon aria-hidden="true" />
        {entry.label}
      </Link>
    </DialogClose>
  );
}
