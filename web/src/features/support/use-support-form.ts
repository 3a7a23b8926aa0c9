import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { SUPPORT_MESSAGES, supportFormSchema, type SupportFormInput } from '@shared/support';
import { useSession } from '@/lib/auth/session';
import { paths } from '@/lib/paths';
import { useSendSupportMessage } from '@/features/support/api/send-support-message';
import { canSendSupportMessage, SUPPORT_REDIRECT_DELAY_MS, supportFailureToast } from '@/features/support/support-logic';

const EMPTY: SupportFormInput = { message: '' };

/**
 * The support form's behaviour (spec part 1 §8, §9), apart from the page that lays it out: the field and its
 * check, the send with its toasts, and once sent the field cleared and locked and /app reached
 * SUPPORT_REDIRECT_DELAY_MS later (leaving earlier cancels it).
 */
export function useSupportForm() {
  const navigate = useNavigate();
  const { user } = useSession();
  const send = useSendSupportMessage();
  const [sent, setSent] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<SupportFormInput>({ resolver: zodResolver(supportFormSchema), defaultValues: EMPTY });
  const message = useWatch({ control, name: 'message' });

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => void navigate(paths.app), SUPPORT_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [sent, navigate]);

  const onValid = async (input: SupportFormInput) => {
    // Spec part 1 §8: sending needs a signed-in parent with an e-mail (the guard makes this rare: an expired session).
    if (!user?.email) {
      toast.error(SUPPORT_MESSAGES.errorTitle, { description: SUPPORT_MESSAGES.notLoggedIn });
      return;
    }
    try {
      await send.mutateAsync(input);
    } catch (error) {
      console.error(error);
      const text = supportFailureToast(error);
      toast.error(text.title, { description: text.description });
      return;
    }
    toast.success(SUPPORT_MESSAGES.successTitle, { description: SUPPORT_MESSAGES.successDescription });
    reset(EMPTY);
    setSent(true);
  };

  return {
    field: register('message'),
    error: errors.message?.message,
    isSubmitting,
    sent,
    canSend: canSendSupportMessage(message, isSubmitting || sent),
    replyTo: user?.email ?? null,
    onSubmit: handleSubmit(onValid),
  };
}
