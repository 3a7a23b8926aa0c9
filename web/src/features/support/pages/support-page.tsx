import { LoaderCircleIcon, SendIcon } from 'lucide-react';
import { useId } from 'react';
import { SUPPORT_MESSAGE_MAX_LENGTH, SUPPORT_MESSAGES } from '@shared/support';
import { BackHomeHeader } from '@/components/back-home-header';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { useDocumentTitle } from '@/lib/document-title';
import { SUPPORT_PAGE_TEXT } from '@/features/support/messages';
import { useSupportForm } from '@/features/support/use-support-form';

/**
 * /support (spec part 1 §2, §8, §9): a text area and 'Envoyer' ('Envoi en cours...' while sending). On
 * success the message is cleared, the spec's toast shows, and the parent is taken to /app 2 s later (the
 * screen says so meanwhile; leaving earlier cancels it). The answer goes to the session's address, shown
 * under the field, so the parent knows where to look.
 */
function SupportPage() {
  useDocumentTitle(SUPPORT_PAGE_TEXT.title);
  const fieldId = useId();
  const form = useSupportForm();
  const hintId = `${fieldId}-hint`;
  const errorId = `${fieldId}-error`;
  const describedBy = [form.replyTo ? hintId : null, form.error ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className="min-h-dvh">
      <BackHomeHeader />

      <main className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 pt-4 pb-28 md:pb-12">
        <h1 className="text-3xl font-extrabold text-balance sm:text-4xl">{SUPPORT_PAGE_TEXT.title}</h1>
        <p className="text-lg text-muted-foreground">{SUPPORT_PAGE_TEXT.intro}</p>

        <Card>
          <CardContent>
            <form noValidate onSubmit={(event) => void form.onSubmit(event)} className="flex flex-col gap-5">
              <div className="flex flex-col gap-1.5">
                <Label htmlFor={fieldId}>{SUPPORT_PAGE_TEXT.label}</Label>
                <textarea
                  id={fieldId}
                  rows={8}
                  placeholder={SUPPORT_PAGE_TEXT.placeholder}
                  maxLength={SUPPORT_MESSAGE_MAX_LENGTH}
                  disabled={form.sent}
                  aria-invalid={form.error ? true : undefined}
                  aria-describedby={describedBy}
                  className="flex min-h-40 w-full min-w-0 resize-y rounded-lg border-2 border-input bg-card px-3 py-2 text-base text-foreground shadow-xs transition-colors placeholder:text-muted-foreground focus-visible:border-ring focus-ring disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive"
                  {...form.field}
                />
                {form.replyTo ? (
                  <p id={hintId} className="text-sm text-muted-foreground">
                    {SUPPORT_PAGE_TEXT.replyTo}
                    <span className="font-semibold wrap-break-word">{form.replyTo}</span>.
                  </p>
                ) : null}
                {form.error ? (
                  <p id={errorId} className="text-sm font-semibold text-destructive">
                    {form.error}
                  </p>
                ) : null}
              </div>

              {form.sent ? (
                <Alert variant="success">
                  <LoaderCircleIcon aria-hidden="true" className="animate-spin" />
                  <AlertTitle>{SUPPORT_MESSAGES.successTitle}</AlertTitle>
                  <AlertDescription>{SUPPORT_PAGE_TEXT.redirecting}</AlertDescription>
                </Alert>
              ) : null}

              <Button
                type="submit"
                size="lg"
                disabled={!form.canSend}
                className="w-full whitespace-normal sm:w-auto sm:self-start"
              >
                {form.isSubmitting ? <LoaderCircleIcon aria-hidden="true" className="animate-spin" /> : <SendIcon aria-hidden="true" />}
                {form.isSubmitting ? SUPPORT_PAGE_TEXT.sending : SUPPORT_PAGE_TEXT.send}
              </Button>
            </form>
          </CardContent>
        </Card>
      </main>
    </div>
  );
}

export { SupportPage as Component };
