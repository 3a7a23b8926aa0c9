import { useSession } from '../../lib/auth/session';
import { SideMenu } from './side-menu';

/**
 * The side menu of the signed-in area, bound to the session: 'Se déconnecter' runs the session's
 * sign-out (selected profile and cookie choice forgotten, toast 'Déconnexion réussie', /auth after
 * 500 ms). Kept apart from `SideMenu` so that a public page could use the menu without Amplify.
 */
export function SessionSideMenu({ className }: { className?: string }) {
  const { status, signOut } = useSession();
  return <SideMenu signedIn={status === 'signedIn'} onSignOut={signOut} className={className} />;
}
