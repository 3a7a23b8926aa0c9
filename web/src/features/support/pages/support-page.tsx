import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircleIcon, SendIcon } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { SUPPORT_MESSAGE_MAX_LENGTH, SUPPORT_MESSAGES, supportFormSchema, type SupportFormInput } from '@shared/support';
import { BackHomeHeader } from '@/components/back-home-header';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { useSession } from '@/lib/auth/session';
import { useDocumentTitle } from '@/lib/document-title';
import { paths } from '@/lib/paths';
import { useSendSupportMessage } from '@/features/support/api/send-support-message';
import { canSendSupportMessage, SUPPORT_REDIRECT_DELAY_MS, supportFailureToast } from '@/features/support/support-logic';
import { SUPPORT_PAGE_TEXT } from '@/features/support/messages';

const TITLE = 'Support';
const EMPTY: SupportFormInput = { message: '' };

/**
 * /support (spec part 1 §2, §8, §9): a text area and 'Envoyer' ('Envoi en cours...' while sending). On
 * success the message is cleared, the spec's toast shows, and the parent is taken to /app 2 s later (the
 * screen says so meanwhile; leaving earlier cancels it). The answer goes to the session's address, shown
 * under the field, so the parent knows where to look.
 */
function SupportPage() {
  useDocumentTitle(TITLE);
  const navigate = useNavigate();
  const { user } = useSession();
  const send = useSendSupportMessage();
  const [sent, setSent] = useState(false);
  const fieldId = useId();
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

  const hintId = `${fieldId}-hint`;
  const errorId = `${fieldId}-error`;
  const describedBy = [user?.email ? hintId : null, errors.message ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className="min-h-dvh">
      <BackHomeHeader />

      <main className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 pt-4 pb-28 md:pb-12">
        <h1 className="text-3xl font-extrabold text-balance sm:text-4xl">{TITLE}</h1>
        <p className="text-lg text-muted-foreground">{SUPPORT_PAGE_TEXT.intro}</p>

        <Card>
          <CardContent>
            <form noValidate onSubmit={(event) => void handleSubmit(onValid)(event)} className="flex flex-col gap-5">
              <div className="flex flex-col gap-1.5">
                <Label htmlFor={fieldId}>Votre message</Label>
                <textarea
                  id={fieldId}
                  rows={8}
                  placeholder="Votre message..."
                  maxLength={SUPPORT_MESSAGE_MAX_LENGTH}
                  disabled={sent}
                  aria-invalid={errors.message ? true : undefined}
                  aria-describedby={describedBy}
                  className="flex min-h-40 w-full min-w-0 resize-y rounded-lg border-2 border-input bg-card px-3 py-2 text-base text-foreground shadow-xs transition-colors placeholder:text-muted-foreground focus-visible:border-ring focus-ring disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive"
                  {...register('message')}
                />
                {user?.email ? (
                  <p id={hintId} className="text-sm text-muted-foreground">
                    {SUPPORT_PAGE_TEXT.replyTo}
                    <span className="font-semibold wrap-break-word">{user.email}</span>.
                  </p>
                ) : null}
                {errors.message?.message ? (
                  <p id={errorId} className="text-sm font-semibold text-destructive">
                    {errors.message.message}
                  </p>
                ) : null}
              </div>

              {sent ? (
                <Alert variant="success">
                  <LoaderCircleIcon aria-hidden="true" className="animate-spin" />
                  <AlertTitle>{SUPPORT_MESSAGES.successTitle}</AlertTitle>
                  <AlertDescription>{SUPPORT_PAGE_TEXT.redirecting}</AlertDescription>
                </Alert>
              ) : null}

              <Button
                type="submit"
                size="lg"
                disabled={!canSendSupportMessage(message, isSubmitting || sent)}
                className="w-full whitespace-normal sm:w-auto sm:self-start"
              >
                {isSubmitting ? <LoaderCircleIcon aria-hidden="true" className="animate-spin" /> : <SendIcon aria-hidden="true" />}
                {isSubmitting ? SUPPORT_PAGE_TEXT.sending : SUPPORT_PAGE_TEXT.send}
              </Button>
            </form>
          </CardContent>
        </Card>
      </main>
    </div>
  );
}

export { SupportPage as Component };
