import { createContext, type ReactNode } from 'react';
import type { Profile } from '@shared/profiles';

/** The props of the menu's 'Modifier le profil' modal, and of the form it shows. */
export interface EditProfileModalProps {
  profile: Profile;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** Renders the edit modal's dialog and form (features/profiles/components/edit-profile-modal-content.tsx). */
export type RenderEditProfileForm = (props: EditProfileModalProps) => ReactNode;

/**
 * The form of the menu's 'Modifier le profil'. The menu serves the pages of every feature, so it sits in
 * components/ and never imports one; the route guard (app/require-session.tsx), which composes features,
 * provides the profiles feature's form through `SessionMenuProvider`.
 */
export const EditProfileFormContext = createContext<RenderEditProfileForm | null>(null);
