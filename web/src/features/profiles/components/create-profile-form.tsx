import { LoaderCircleIcon, UserRoundPlusIcon } from 'lucide-react';
import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import type { ProfileInput } from '@shared/profiles';
import { Button } from '@/components/ui/button';
import { useCreateProfile } from '@/features/profiles/api/create-profile';
import { PROFILE_TOASTS } from '@/features/profiles/messages';
import { useSelectedProfile } from '@/features/profiles/selected-profile';
import { paths } from '@/lib/paths';
import { confirmationToast } from '@/lib/toasts';
import { CREATE_PROFILE_TEXT } from '@/features/profiles/messages';
import { InvalidFormBanner } from './invalid-form-banner';
import { ProfileFields } from './profile-fields';
import { mutationErrorMessage } from './profile-form-logic';
import { EMPTY_PROFILE_FORM } from './profile-form-schema';
import { reportInvalidForm, useProfileForm } from './use-profile-form';

/**
 * The /child-profile form (spec part 1 §5, §8): every field of a child profile, then 'Créer le profil'. The
 * new profile becomes the selected one and the parent goes back to /app; a refusal is said in a toast.
 */
export function CreateProfileForm() {
  const navigate = useNavigate();
  const { select } = useSelectedProfile();
  const createProfile = useCreateProfile();
  const form = useProfileForm('create', EMPTY_PROFILE_FORM);
  const formRef = useRef<HTMLFormElement>(null);
  const busy = form.formState.isSubmitting;

  const onValid = async (input: ProfileInput) => {
    try {
      // Spec part 1 §3: on creation the stored image is the chosen avatar ('default' when none).
      const profile = await createProfile.mutateAsync(input);
      confirmationToast(PROFILE_TOASTS.createdTitle, { description: PROFILE_TOASTS.createdDescription });
      select(profile.id);
      await navigate(paths.app);
    } catch (error) {
      console.error(error);
      toast.error(PROFILE_TOASTS.createFailedTitle, { description: mutationErrorMessage(error, PROFILE_TOASTS.createFailedDescription) });
    }
  };

  return (
    <form
      ref={formRef}
      noValidate
      aria-label={CREATE_PROFILE_TEXT.title}
      onSubmit={(event) => void form.handleSubmit(onValid, (errors) => reportInvalidForm('create', errors, () => formRef.current))(event)}
      className="flex flex-col gap-6 rounded-2xl border bg-card p-4 shadow-sm sm:p-8"
    >
      <InvalidFormBanner form={form} kind="create" />
      <fieldset disabled={busy} className="flex min-w-0 flex-col gap-6">
        <ProfileFields form={form} kind="create" />
      </fieldset>
      <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto sm:self-end">
        {busy ? <LoaderCircleIcon aria-hidden="true" className="animate-spin" /> : <UserRoundPlusIcon aria-hidden="true" />}
        {busy ? CREATE_PROFILE_TEXT.creating : CREATE_PROFILE_TEXT.submit}
      </Button>
    </form>
  );
}
