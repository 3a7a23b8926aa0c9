import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { resetPasswordSchema, resetRequestSchema, type ResetPasswordInput, type ResetRequestInput } from '@shared/auth';
import { FormField, PasswordField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { confirmPasswordReset, requestPasswordReset } from '@/lib/auth/auth-client';
import { toastAuthError } from './auth-toasts';
import { RESET_PASSWORD_TEXT } from '@/features/auth/messages';

export interface ResetPasswordPanelProps {
  /** From the reset e-mail's link: Cognito's user name and the code. */
  linkUser?: string | undefined;
  linkCode?: string | undefined;
  /** 'S'inscrire' on 'Email non trouvé'. */
  onSignUp(): void;
  /** Called with the user name and new password once Cognito accepted them. */
  onPasswordReset(username: string, newPassword: string): Promise<void>;
}

/**
 * Spec part 1 §2 reset mode: request a reset e-mail, then set a new password (and its confirmation).
 * Cognito's reset e-mail carries a code (and a link with it), so the second step asks for the code.
 */
export function ResetPasswordPanel({ linkUser, linkCode, onSignUp, onPasswordReset }: ResetPasswordPanelProps) {
  const [username, setUsername] = useState<string | undefined>(linkUser);
  return username ? (
    <NewPasswordForm username={username} defaultCode={linkCode ?? ''} onPasswordReset={onPasswordReset} onRestart={() => setUsername(undefined)} />
  ) : (
    <RequestForm onSent={setUsername} onSignUp={onSignUp} />
  );
}

function RequestForm({ onSent, onSignUp }: { onSent(email: string): void; onSignUp(): void }) {
  const form = useForm<ResetRequestInput>({ resolver: zodResolver(resetRequestSchema), defaultValues: { email: '' } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ email }) => {
    try {
      await requestPasswordReset(email);
      toast.success(RESET_PASSWORD_TEXT.sentTitle, { description: RESET_PASSWORD_TEXT.codeStep });
      onSent(email.trim());
    } catch (error) {
      toastAuthError('resetRequest', error, { signUp: onSignUp });
    }
  });
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label={RESET_PASSWORD_TEXT.requestTitle}>
      <p className="text-muted-foreground">{RESET_PASSWORD_TEXT.requestHint}</p>
      <FormField label={RESET_PASSWORD_TEXT.email} type="email" autoComplete="email" error={errors.email?.message} {...form.register('email')} />
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? RESET_PASSWORD_TEXT.sending : RESET_PASSWORD_TEXT.sendCode}
      </Button>
    </form>
  );
}

function NewPasswordForm({
  username,
  defaultCode,
  onPasswordReset,
  onRestart,
}: {
  username: string;
  defaultCode: string;
  onPasswordReset(username: string, newPassword: string): Promise<void>;
  onRestart(): void;
}) {
  const form = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { code: defaultCode, password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ code, password }) => {
    try {
      await confirmPasswordReset(username, code, password);
    } catch (error) {
      toastAuthError('resetConfirm', error);
      return;
    }
    await onPasswordReset(username, password);
  });
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label={RESET_PASSWORD_TEXT.chooseTitle}>
      <FormField
        label={RESET_PASSWORD_TEXT.code}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={errors.code?.message}
        {...form.register('code')}
      />
      <PasswordField label={RESET_PASSWORD_TEXT.newPassword} autoComplete="new-password" minLength={6} error={errors.password?.message} {...form.register('password')} />
      <PasswordField
        label={RESET_PASSWORD_TEXT.confirmPassword}
        autoComplete="new-password"
        minLength={6}
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? RESET_PASSWORD_TEXT.saving : RESET_PASSWORD_TEXT.save}
      </Button>
      <Button type="button" variant="ghost" onClick={onRestart}>
        {RESET_PASSWORD_TEXT.newCode}
      </Button>
    </form>
  );
}
