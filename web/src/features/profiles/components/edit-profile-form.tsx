import { LoaderCircleIcon, SaveIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import type { Profile, ProfileInput } from '@shared/profiles';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useProfile } from '@/features/profiles/api/get-profile';
import { useUpdateProfile } from '@/features/profiles/api/update-profile';
import { EDIT_PROFILE_PAGE_TEXT, PROFILE_TOASTS } from '@/features/profiles/messages';
import { paths } from '@/lib/paths';
import { confirmationToast } from '@/lib/toasts';
import { InvalidFormBanner } from './invalid-form-banner';
import { ProfileFields } from './profile-fields';
import { profileToFormValues } from './profile-form-schema';
import { reportInvalidForm, useProfileForm } from './use-profile-form';

/**
 * The profile /edit-profile/:id edits, read once: one that cannot be loaded sends the parent home with
 * 'Impossible de charger le profil'. The spec's '/' was the app's home; now that '/' is the public landing
 * page (which has no toaster and would only offer 'Mon espace'), a signed-in parent goes to /app, where the
 * toast stays readable.
 */
export function useProfileOrHome(id: string) {
  const navigate = useNavigate();
  const profile = useProfile(id);
  useEffect(() => {
    if (!profile.isError) return;
    console.error(profile.error);
    toast.error(PROFILE_TOASTS.loadFailedTitle, { id: 'profile-load-failed', description: PROFILE_TOASTS.loadFailedDescription });
    void navigate(paths.app, { replace: true });
  }, [profile.isError, profile.error, navigate]);
  return profile;
}

/** The profile's fields, 'Annuler' (to /app) and 'Enregistrer', which saves, says so and goes to /app. */
export function EditProfileForm({ profile }: { profile: Profile }) {
  const navigate = useNavigate();
  const updateProfile = useUpdateProfile();
  const form = useProfileForm('editPage', profileToFormValues(profile));
  const formRef = useRef<HTMLFormElement>(null);
  const busy = form.formState.isSubmitting;

  const onValid = async (input: ProfileInput) => {
    try {
      await updateProfile.mutateAsync({ id: profile.id, input });
    } catch (error) {
      console.error(error);
      toast.error(PROFILE_TOASTS.updateFailedTitle, { description: PROFILE_TOASTS.updateFailedDescription });
      return;
    }
    confirmationToast(PROFILE_TOASTS.updatedTitle, { description: PROFILE_TOASTS.updatedDescription });
    await navigate(paths.app);
  };

  return (
    <form
      ref={formRef}
      noValidate
      aria-label={`${EDIT_PROFILE_PAGE_TEXT.profileOf} ${profile.name}`}
      onSubmit={(event) => void form.handleSubmit(onValid, (errors) => reportInvalidForm('editPage', errors, () => formRef.current))(event)}
      className="flex flex-col gap-6 rounded-2xl border bg-card p-4 shadow-sm sm:p-8"
    >
      <InvalidFormBanner form={form} kind="editPage" />
      <fieldset disabled={busy} className="flex min-w-0 flex-col gap-6">
        <ProfileFields form={form} kind="editPage" />
      </fieldset>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" size="lg" onClick={() => void navigate(paths.app)}>
          {EDIT_PROFILE_PAGE_TEXT.cancel}
        </Button>
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? <LoaderCircleIcon aria-hidden="true" className="animate-spin" /> : <SaveIcon aria-hidden="true" />}
          {busy ? EDIT_PROFILE_PAGE_TEXT.saving : EDIT_PROFILE_PAGE_TEXT.save}
        </Button>
      </div>
    </form>
  );
}

/** The form's place while the profile is read. */
export function EditProfileLoading() {
  return (
    <div className="flex flex-col gap-4 rounded-2xl border bg-card p-4 shadow-sm sm:p-8">
      <span role="status" className="sr-only">
        {EDIT_PROFILE_PAGE_TEXT.loading}
      </span>
      <Skeleton className="h-8 w-40" />
      <Skeleton className="h-11" />
      <Skeleton className="h-11 w-32" />
      <Skeleton className="h-14" />
      <Skeleton className="h-40" />
    </div>
  );
}
