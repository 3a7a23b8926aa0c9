import { Fragment, lazy, Suspense, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { PROFILES_SECTION_TEXT } from '@/features/profiles/messages';
import type { EditProfileModalProps } from './edit-profile-modal-content';

/** The form and its dialog: a chunk of their own, loaded on the first opening only. */
const EditProfileModalContent = lazy(() => import('./edit-profile-modal-content'));

/**
 * 'Modifier le profil' (spec part 1 §2, §4, §5): a centred dialog, or a bottom sheet on screens 640 px
 * wide or less. Each opening starts again from the profile's current values; a successful save closes
 * it and the profile list refreshes. The form and its dialog load on the first opening only: the menu
 * that offers 'Modifier' stays light.
 */
export function EditProfileModal({ profile, open, onOpenChange }: EditProfileModalProps) {
  const [openings, setOpenings] = useState(open ? 1 : 0);
  const [wasOpen, setWasOpen] = useState(open);
  // Counting openings while rendering (React's "adjust state on a prop change"): a new opening gets a
  // new form, while a closing keeps the current one on screen for the close animation.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpenings((count) => count + 1);
  }
  if (openings === 0) return null;

  return (
    <Suspense fallback={open ? <LoadingOverlay /> : null}>
      <Fragment key={`${profile.id}:${String(openings)}`}>
        <EditProfileModalContent profile={profile} open={open} onOpenChange={onOpenChange} />
      </Fragment>
    </Suspense>
  );
}

function LoadingOverlay() {
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-foreground/50">
      <Spinner label={PROFILES_SECTION_TEXT.loadingProfile} className="rounded-full bg-card p-3 text-primary shadow-lg" />
    </div>
  );
}
