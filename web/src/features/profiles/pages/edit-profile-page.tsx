import { EditProfileForm, EditProfileLoading, useProfileOrHome } from '@/features/profiles/components/edit-profile-form';
import { useParams } from 'react-router-dom';
import { BackHomeHeader } from '@/components/back-home-header';
import { useDocumentTitle } from '@/lib/document-title';
import { EDIT_PROFILE_PAGE_TEXT } from '@/features/profiles/messages';

/** The spec's exact title for this page (part 1 §2), although it edits an existing profile. */
const TITLE = EDIT_PROFILE_PAGE_TEXT.title;

/**
 * /edit-profile/:id (spec part 1 §2, §4, §5, §8): the profile's fields, 'Annuler' (to /app) and
 * 'Enregistrer' (EditProfileForm); a profile that cannot be loaded sends the parent to /app with
 * 'Impossible de charger le profil' (useProfileOrHome).
 */
function EditProfilePage() {
  useDocumentTitle(EDIT_PROFILE_PAGE_TEXT.editTitle);
  const { id = '' } = useParams();
  const profile = useProfileOrHome(id);

  return (
    <div className="min-h-dvh">
      <BackHomeHeader className="max-w-3xl" />

      <main className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 pt-4 pb-28 md:pb-12">
        <h1 className="text-3xl font-extrabold text-balance sm:text-4xl">{TITLE}</h1>
        {profile.data ? <EditProfileForm key={profile.data.id} profile={profile.data} /> : <EditProfileLoading />}
      </main>
    </div>
  );
}

export { EditProfilePage as Component };
