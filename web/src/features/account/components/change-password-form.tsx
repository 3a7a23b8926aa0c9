import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRoundIcon, LoaderCircleIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { changePasswordSchema, MIN_PASSWORD_LENGTH, type ChangePasswordInput } from '@shared/auth';
import { PasswordField } from '@/components/form-field';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { changePassword, signOutParent } from '@/lib/auth/auth-client';
import { AUTH_ERROR_TEXTS, authErrorMessage } from '@/lib/auth/auth-errors';
import { PASSWORD_REDIRECT_DELAY_MS } from '@/lib/constants';
import { paths } from '@/lib/paths';
import { CHANGE_PASSWORD_TEXTS } from '@/features/account/messages';
import { canSubmitPasswordChange, validationToast } from './change-password';

const EMPTY: ChangePasswordInput = { currentPassword: '', password: '', confirmPassword: '' };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The account page's password change (spec part 1 §4, §5, §8). On success: toast 'Succès', then after
 * 2 s the parent is signed out and sent to /auth. The screen says so meanwhile, so that nobody (person
 * or test) has to guess when the redirect comes.
 */
export function ChangePasswordForm({ email }: { email: string }) {
  const navigate = useNavigate();
  const [redirecting, setRedirecting] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordInput>({ resolver: zodResolver(changePasswordSchema), defaultValues: EMPTY });
  const values = useWatch({ control });
  const busy = isSubmitting || redirecting;

  const signOutAndLeave = async () => {
    setRedirecting(true);
    await wait(PASSWORD_REDIRECT_DELAY_MS);
    try {
      // Amplify's sign-out, not the session's: that one adds its own toast and a 500 ms delay, and the
      // spec's flow here is "signed out and sent to /auth after 2 s".
      await signOutParent();
    } catch (error) {
      console.error(error);
      toast.error(CHANGE_PASSWORD_TEXTS.signOutFailedTitle, { description: CHANGE_PASSWORD_TEXTS.signOutFailedDescription });
      setRedirecting(false);
      return;
    }
    navigate(paths.auth, { replace: true });
  };

  const onValid = async ({ currentPassword, password }: ChangePasswordInput) => {
    try {
      // Cognito changes a password only with the current one (the spec's backend did not ask for it):
      // hence the 'Mot de passe actuel' field the spec does not show.
      await changePassword(currentPassword, password);
    } catch (error) {
      console.error(error);
      const message = authErrorMessage('passwordUpdate', error);
      toast.error(message.title ?? CHANGE_PASSWORD_TEXTS.errorTitle, { description: message.description });
      if (message.description === AUTH_ERROR_TEXTS.currentPasswordWrong) {
        setError('currentPassword', { type: 'server', message: message.description }, { shouldFocus: true });
      }
      return;
    }
    toast.success(CHANGE_PASSWORD_TEXTS.successTitle, { description: CHANGE_PASSWORD_TEXTS.successDescription });
    // The passwords do not stay in the page while it waits to leave.
    reset(EMPTY);
    // Not tied to this screen's life: leaving the page during the 2 s still ends signed out.
    void signOutAndLeave();
  };

  const onInvalid = (fieldErrors: FieldErrors<ChangePasswordInput>) => {
    const text = validationToast(fieldErrors);
    if (text) toast.error(text.title, { description: text.description });
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onValid, onInvalid)(event)} className="flex flex-col gap-5">
      {/* Lets password managers file the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <fieldset disabled={redirecting} className="flex min-w-0 flex-col gap-5">
        <PasswordField
          label={CHANGE_PASSWORD_TEXTS.currentPassword}
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
        <PasswordField
          label={CHANGE_PASSWORD_TEXTS.newPassword}
          autoComplete="new-password"
          minLength={MIN_PASSWORD_LENGTH}
          hint={CHANGE_PASSWORD_TEXTS.newPasswordHint(MIN_PASSWORD_LENGTH)}
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          label={CHANGE_PASSWORD_TEXTS.confirmPassword}
          autoComplete="new-password"
          minLength={MIN_PASSWORD_LENGTH}
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
      </fieldset>

      {redirecting ? (
        <Alert variant="success">
          <LoaderCircleIcon aria-hidden="true" className="animate-spin" />
          <AlertTitle>{CHANGE_PASSWORD_TEXTS.updatedTitle}</AlertTitle>
          <AlertDescription>{CHANGE_PASSWORD_TEXTS.updatedDescription}</AlertDescription>
        </Alert>
      ) : null}

      <Button type="submit" size="lg" disabled={!canSubmitPasswordChange(values, busy)} className="w-full whitespace-normal sm:w-auto sm:self-start">
        {isSubmitting ? <LoaderCircleIcon aria-hidden="true" className="animate-spin" /> : <KeyRoundIcon aria-hidden="true" />}
        {isSubmitting ? CHANGE_PASSWORD_TEXTS.submitting : CHANGE_PASSWORD_TEXTS.submit}
      </Button>
    </form>
  );
}
