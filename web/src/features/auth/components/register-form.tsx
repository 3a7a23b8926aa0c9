import { zodResolver } from '@hookform/resolvers/zod';
import { InfoIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { registerSchema, type RegisterInput } from '@shared/auth';
import { FormField, PasswordField } from '@/components/form-field';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { registerParent } from '@/lib/auth/auth-client';
import { toastAuthError } from './auth-toasts';
import { REGISTER_TEXT } from '@/features/auth/messages';

export interface RegisterFormProps {
  /** Called once Cognito created the account and sent the code. */
  onRegistered(input: RegisterInput): void;
  /** 'Se connecter' on the "already registered" warning. */
  onSwitchToLogin(email: string): void;
}

/** Spec part 1 §2: first name, last name, e-mail, password, and the banner about checking spam. */
export function RegisterForm({ onRegistered, onSwitchToLogin }: RegisterFormProps) {
  const form = useForm<RegisterInput>({
    resolver: zodResolver(registerSchema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (input) => {
    try {
      await registerParent(input);
      toast.success(REGISTER_TEXT.sent, { description: REGISTER_TEXT.sentDescription });
      onRegistered(input);
    } catch (error) {
      toastAuthError('signUp', error, { signIn: () => onSwitchToLogin(input.email) });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label={REGISTER_TEXT.formLabel}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={REGISTER_TEXT.firstName} autoComplete="given-name" error={errors.firstName?.message} {...form.register('firstName')} />
        <FormField label={REGISTER_TEXT.lastName} autoComplete="family-name" error={errors.lastName?.message} {...form.register('lastName')} />
      </div>
      <FormField label={REGISTER_TEXT.email} type="email" autoComplete="email" error={errors.email?.message} {...form.register('email')} />
      <PasswordField
        label={REGISTER_TEXT.password}
        autoComplete="new-password"
        hint={REGISTER_TEXT.passwordHint}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Alert variant="info">
        <InfoIcon aria-hidden="true" />
        <AlertDescription>
          {REGISTER_TEXT.emailNotice}
        </AlertDescription>
      </Alert>
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? REGISTER_TEXT.registering : REGISTER_TEXT.submit}
      </Button>
    </form>
  );
}
