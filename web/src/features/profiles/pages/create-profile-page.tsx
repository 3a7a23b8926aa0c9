import { CreateProfileForm } from '@/features/profiles/components/create-profile-form';
import { BackHomeHeader } from '@/components/back-home-header';
import { useDocumentTitle } from '@/lib/document-title';
import { CREATE_PROFILE_TEXT } from '@/features/profiles/messages';

const TITLE = CREATE_PROFILE_TEXT.title;

/**
 * /child-profile (spec part 1 §2, §5, §8): every field of a child profile, then 'Créer le profil'. The new
 * profile becomes the selected one and the parent goes back to /app (CreateProfileForm).
 */
function CreateProfilePage() {
  useDocumentTitle(TITLE);
  return (
    <div className="min-h-dvh">
      <BackHomeHeader className="max-w-3xl" />

      <main className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 pt-4 pb-28 md:pb-12">
        <div className="flex flex-col gap-2">
          <h1 className="text-3xl font-extrabold text-balance sm:text-4xl">{TITLE}</h1>
          <p className="text-pretty text-muted-foreground">
            {CREATE_PROFILE_TEXT.introBefore}
            <span className="font-bold text-destructive">*</span>
            {CREATE_PROFILE_TEXT.introAfter}
          </p>
        </div>
        <CreateProfileForm />
      </main>
    </div>
  );
}

export { CreateProfilePage as Component };
