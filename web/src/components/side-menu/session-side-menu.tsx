import { use, type ReactNode } from 'react';
import { useSession } from '@/lib/auth/session';
import { SessionMenuContext, type SessionMenuSlots } from './session-menu-slot';
import { SideMenu } from './side-menu';

/**
 * The side menu of the signed-in area, bound to the session: the child profiles with the selected one's
 * theme (spec part 1 §2), 'Nouvelle histoire' with its credit check, and 'Se déconnecter' running the
 * session's sign-out (selected profile and cookie choice forgotten, toast 'Déconnexion réussie', /auth
 * after 500 ms). Kept apart from `SideMenu` so that a public page could use the menu without Amplify.
 * Used only behind the route guard, which provides the selected profile.
 */
export function SessionSideMenu({ className }: { className?: string }) {
  const { status, signOut } = useSession();
  const slots = use(SessionMenuContext);
  const signedIn = status === 'signedIn';
  return (
    <SideMenu
      signedIn={signedIn}
      onSignOut={signOut}
      onNewStory={slots?.startNewStory}
      sections={signedIn ? slots?.renderSections : undefined}
      className={className}
    />
  );
}

/**
 * What the menu's host (the route guard, app/require-session.tsx) gives the menus of its pages: the child
 * profiles with their 'Modifier' and 'Supprimer' (the profiles feature) and 'Nouvelle histoire' with its
 * credit check (the credits feature); components/ never imports a feature.
 */
export function SessionMenuProvider({ slots, children }: { slots: SessionMenuSlots; children: ReactNode }) {
  return <SessionMenuContext value={slots}>{children}</SessionMenuContext>;
}
