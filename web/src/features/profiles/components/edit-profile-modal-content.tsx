import { ArrowLeftIcon, LoaderCircleIcon, SaveIcon } from 'lucide-react';
import { useRef, type ComponentType, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import type { Profile, ProfileInput } from '@shared/profiles';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { useUpdateProfile } from '@/features/profiles/api/update-profile';
import { paths } from '@/lib/paths';
import { useMediaQuery } from '@/lib/use-media-query';
import { confirmationToast } from '@/lib/toasts';
import { InvalidFormBanner } from './invalid-form-banner';
import { ProfileFields } from './profile-fields';
import { PROFILE_TOASTS } from '@/features/profiles/messages';
import { profileToFormValues } from './profile-form-schema';
import { reportInvalidForm, useProfileForm } from './use-profile-form';
import { EDIT_PROFILE_MODAL_TEXT } from '@/features/profiles/messages';

/** The props of the menu's 'Modifier le profil' modal, and of the form it shows. */
export interface EditProfileModalProps {
  profile: Profile;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** Spec part 1 §9: the edit form is a bottom sheet on screens 640 px wide or less. */
const NARROW_SCREEN_QUERY = '(max-width: 640px)';

const TITLE = EDIT_PROFILE_MODAL_TEXT.title;

/**
 * The edit modal's dialog or sheet and its form. The form lives here, above the container, so that a
 * window crossing 640 px switches between dialog and sheet without losing what was typed.
 */
export default function EditProfileModalContent({ profile, open, onOpenChange }: EditProfileModalProps) {
  const narrow = useMediaQuery(NARROW_SCREEN_QUERY);
  const navigate = useNavigate();
  const updateProfile = useUpdateProfile();
  const form = useProfileForm('editModal', profileToFormValues(profile));
  const formRef = useRef<HTMLFormElement>(null);
  const busy = form.formState.isSubmitting;

  const changeOpen = (next: boolean) => {
    // A save in progress finishes with the modal on screen, so that its outcome is seen.
    if (!next && busy) return;
    onOpenChange(next);
  };

  const onValid = async (input: ProfileInput) => {
    try {
      await updateProfile.mutateAsync({ id: profile.id, input });
    } catch (error) {
      console.error(error);
      toast.error(PROFILE_TOASTS.updateFailedTitle, { description: PROFILE_TOASTS.updateFailedDescription });
      return;
    }
    confirmationToast(PROFILE_TOASTS.updatedTitle, { description: PROFILE_TOASTS.updatedDescription });
    onOpenChange(false);
  };

  const submit = (event: FormEvent<HTMLFormElement>) =>
    void form.handleSubmit(onValid, (errors) => reportInvalidForm('editModal', errors, () => formRef.current))(event);

  const header = (Title: ComponentType<{ className?: string; children: ReactNode }>, Description: ComponentType<{ className?: string; children: ReactNode }>) => (
    <div className="flex flex-col gap-2 px-4 pt-3 pb-4 text-left sm:px-6 sm:pt-4 sm:pr-14">
      <Button
        variant="ghost"
        size="sm"
        className="-ml-2 self-start"
        disabled={busy}
        onClick={() => {
          onOpenChange(false);
          void navigate(paths.app);
        }}
      >
        <ArrowLeftIcon aria-hidden="true" />
        {EDIT_PROFILE_MODAL_TEXT.home}
      </Button>
      <Title className="text-2xl">{TITLE}</Title>
      <Description className="text-sm">{EDIT_PROFILE_MODAL_TEXT.description(profile.name)}</Description>
    </div>
  );

  const body = (
    <form ref={formRef} noValidate onSubmit={submit} aria-label={TITLE} className="flex flex-col">
      <div className="flex flex-col gap-6 px-4 pb-6 sm:px-6">
        <InvalidFormBanner form={form} kind="editModal" />
        <fieldset disabled={busy} className="flex min-w-0 flex-col">
          <ProfileFields form={form} kind="editModal" headingLevel={3} />
        </fieldset>
      </div>
      <div className="sticky bottom-0 z-20 grid grid-cols-2 gap-2 border-t bg-popover px-4 py-3 sm:flex sm:justify-end sm:px-6">
        <Button variant="outline" disabled={busy} onClick={() => changeOpen(false)}>
          {EDIT_PROFILE_MODAL_TEXT.cancel}
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? <LoaderCircleIcon aria-hidden="true" className="animate-spin" /> : <SaveIcon aria-hidden="true" />}
          {busy ? EDIT_PROFILE_MODAL_TEXT.saving : EDIT_PROFILE_MODAL_TEXT.save}
        </Button>
      </div>
    </form>
  );

  if (narrow) {
    return (
      <Sheet open={open} onOpenChange={changeOpen}>
        <SheetContent>
          {header(SheetTitle, SheetDescription)}
          {body}
        </SheetContent>
      </Sheet>
    );
  }
  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent className="max-w-2xl gap-0 p-0">
        {header(DialogTitle, DialogDescription)}
        {body}
      </DialogContent>
    </Dialog>
  );
}
