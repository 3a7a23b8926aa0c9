import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { loginSchema, type LoginInput } from '@shared/auth';
import { FormField, PasswordField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { signInWithPassword } from '@/lib/auth/auth-client';
import { authErrorMessage } from '@/lib/auth/auth-errors';
import { paths } from '@/lib/paths';
import { toastAuthError } from './auth-toasts';
import { LOGIN_TEXT } from '@/features/auth/messages';

export interface LoginFormProps {
  defaultEmail?: string;
  /** Called once Cognito has signed the parent in. */
  onSignedIn(): Promise<void>;
  /** Called when the account exists but its e-mail is not confirmed yet: the page asks for the code. */
  onNeedsConfirmation(email: string, password: string): void;
}

/** Spec part 1 §2: e-mail, password with show/hide, 'Mot de passe oublié ?'. */
export function LoginForm({ defaultEmail = '', onSignedIn, onNeedsConfirmation }: LoginFormProps) {
  const form = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { email: defaultEmail, password: '' } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ email, password }) => {
    try {
      await signInWithPassword(email, password);
      await onSignedIn();
    } catch (error) {
      const needsConfirmation = authErrorMessage('login', error).action === 'confirm';
      toastAuthError('login', error, { confirm: () => onNeedsConfirmation(email, password) });
      if (needsConfirmation) onNeedsConfirmation(email, password);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label={LOGIN_TEXT.formLabel}>
      <FormField label={LOGIN_TEXT.email} type="email" autoComplete="email" error={errors.email?.message} {...form.register('email')} />
      <PasswordField label={LOGIN_TEXT.password} autoComplete="current-password" error={errors.password?.message} {...form.register('password')} />
      <Link to={paths.authResetPassword} className="self-end rounded text-sm font-semibold text-primary underline-offset-4 hover:underline focus-ring">
        {LOGIN_TEXT.forgot}
      </Link>
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? LOGIN_TEXT.signingIn : LOGIN_TEXT.submit}
      </Button>
    </form>
  );
}
