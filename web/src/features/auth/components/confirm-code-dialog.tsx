import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheckIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import * as z from 'zod';
import { confirmationCodeSchema } from '@shared/auth';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { resendRegistrationCode } from '@/lib/auth/auth-client';
import { toastAuthError } from './auth-toasts';
import { CONFIRM_CODE_TEXT } from '@/features/auth/messages';

const codeFormSchema = z.object({ code: confirmationCodeSchema });
type CodeForm = z.infer<typeof codeFormSchema>;

export interface ConfirmCodeDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  email: string;
  /** 'signUp' right after registering (the spec's success dialog); 'login' when a sign-in found the account unconfirmed. */
  reason: 'signUp' | 'login';
  /** Confirms the account with the code, then signs in and leaves the page. */
  onConfirm(code: string): Promise<void>;
}

/**
 * Spec part 1 §2: 'Inscription réussie !' with 'Continuer vers l'application'. Cognito confirms the
 * address with the code it e-mailed (DESIGN, departure 3), so the dialog asks for it.
 */
export function ConfirmCodeDialog({ open, onOpenChange, email, reason, onConfirm }: ConfirmCodeDialogProps) {
  const form = useForm<CodeForm>({ resolver: zodResolver(codeFormSchema), defaultValues: { code: '' } });
  const submit = form.handleSubmit(async ({ code }) => {
    await onConfirm(code);
  });
  const resend = async () => {
    try {
      await resendRegistrationCode(email);
      toast.success(CONFIRM_CODE_TEXT.resent, { description: CONFIRM_CODE_TEXT.checkSpam });
    } catch (error) {
      toastAuthError('confirmSignUp', error);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <div aria-hidden="true" className="mx-auto flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
            <MailCheckIcon className="size-7" />
          </div>
          <DialogTitle>{reason === 'signUp' ? CONFIRM_CODE_TEXT.signedUp : CONFIRM_CODE_TEXT.confirmEmail}</DialogTitle>
          <DialogDescription>
            {CONFIRM_CODE_TEXT.codeSentTo}<strong className="text-foreground">{email}</strong>
            {CONFIRM_CODE_TEXT.codeSentThen}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <FormField
            label={CONFIRM_CODE_TEXT.codeLabel}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            error={form.formState.errors.code?.message}
            {...form.register('code')}
          />
          <DialogFooter className="flex-col gap-2 sm:flex-col">
            <Button type="submit" size="lg" disabled={form.formState.isSubmitting}>
              {form.formState.isSubmitting ? CONFIRM_CODE_TEXT.checking : CONFIRM_CODE_TEXT.continue}
            </Button>
            <Button type="button" variant="ghost" onClick={resend}>
              {CONFIRM_CODE_TEXT.resend}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
