import { zodResolver } from '@hookform/resolvers/zod';
import { DownloadIcon, LoaderCircleIcon, ShieldCheckIcon, TriangleAlertIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { deleteAccountRequestSchema, PRIVACY_MESSAGES, type DeleteAccountRequest } from '@shared/privacy';
import { FormField } from '@/components/form-field';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Separator } from '@/components/ui/separator';
import { useDeleteMyAccount } from '@/features/account/api/delete-my-account';
import { useExportMyData } from '@/features/account/api/export-my-data';
import { leaveDeletedAccount } from '@/features/account/components/leave-deleted-account';
import { canConfirmDeletion, normalizedConfirmation, subscriptionBlocksDeletion } from '@/features/account/components/my-data-logic';
import { MY_DATA_TEXTS } from '@/features/account/messages';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/auth/session';
import { useCredits } from '@/features/credits';
import { confirmationToast } from '@/lib/toasts';

/** The server's French message when it sent one, else ours. */
const messageOf = (error: unknown, fallback: string) => (error instanceof ApiError ? error.message : fallback);

/**
 * /account's 'Mes données' (issue 15, item 6): the download of everything we hold about the parent, and the
 * deletion of the account behind a dialog that says what is lost and asks for the typed word.
 */
export function MyDataCard() {
  const download = useExportMyData();

  const onDownload = () => {
    download.mutate(undefined, {
      onSuccess: ({ fileName }) => confirmationToast(PRIVACY_MESSAGES.exportDone, { description: fileName }),
      onError: (error) => {
        console.error(error);
        toast.error(PRIVACY_MESSAGES.exportFailedTitle, { description: messageOf(error, PRIVACY_MESSAGES.exportFailed) });
      },
    });
  };

  return (
    <section aria-labelledby="my-data-title" data-testid="account-my-data">
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2 id="my-data-title" className="flex items-center gap-2">
              <ShieldCheckIcon aria-hidden="true" className="size-6 text-primary" />
              {MY_DATA_TEXTS.title}
            </h2>
          </CardTitle>
          <CardDescription>{MY_DATA_TEXTS.description}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-5">
          <div className="flex flex-col items-start gap-3">
            <p className="text-sm text-muted-foreground">{MY_DATA_TEXTS.exportExplanation}</p>
            <Button variant="outline" onClick={onDownload} disabled={download.isPending} aria-busy={download.isPending}>
              {download.isPending ? <LoaderCircleIcon aria-hidden="true" className="animate-spin" /> : <DownloadIcon aria-hidden="true" />}
              {download.isPending ? MY_DATA_TEXTS.exportPending : MY_DATA_TEXTS.exportButton}
            </Button>
          </div>
          <Separator />
          <div className="flex flex-col items-start gap-3">
            <p className="text-sm text-muted-foreground">{MY_DATA_TEXTS.deleteExplanation}</p>
            <DeleteAccountDialog />
          </div>
        </CardContent>
      </Card>
    </section>
  );
}

const EMPTY: DeleteAccountRequest = { confirmation: '' as DeleteAccountRequest['confirmation'] };

/** The confirmation dialog: what is lost, the typed word, then the deletion, the local sign-out and the public home. */
function DeleteAccountDialog() {
  const [open, setOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const { user } = useSession();
  const credits = useCredits();
  const deletion = useDeleteMyAccount();
  const { register, control, handleSubmit, reset } = useForm<DeleteAccountRequest>({ resolver: zodResolver(deleteAccountRequestSchema), defaultValues: EMPTY });
  const typed = useWatch({ control, name: 'confirmation' });
  const busy = deletion.isPending || leaving;
  const renewing = subscriptionBlocksDeletion(credits.data);

  const onOpenChange = (next: boolean) => {
    if (busy) return;
    setOpen(next);
    if (!next) reset(EMPTY);
  };

  const onConfirm = () => {
    deletion.mutate(undefined, {
      onSuccess: () => {
        setLeaving(true);
        void leaveDeletedAccount(user?.id);
      },
      onError: (error) => {
        console.error(error);
        toast.error(PRIVACY_MESSAGES.deleteFailedTitle, { description: messageOf(error, MY_DATA_TEXTS.deleteFailed) });
      },
    });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {/* A trigger, so that closing the dialog gives the focus back to it. */}
      <DialogTrigger asChild>
        <Button variant="destructive">
          <Trash2Icon aria-hidden="true" />
          {MY_DATA_TEXTS.deleteButton}
        </Button>
      </DialogTrigger>
      <DialogContent hideCloseButton={busy} closeLabel={MY_DATA_TEXTS.cancel}>
        <form noValidate onSubmit={(event) => void handleSubmit(onConfirm)(event)} className="flex flex-col gap-4">
          <DialogHeader>
            <DialogTitle className="flex items-center gap-2">
              <TriangleAlertIcon aria-hidden="true" className="size-6 shrink-0 text-destructive" />
              {MY_DATA_TEXTS.dialogTitle}
            </DialogTitle>
            <DialogDescription>{MY_DATA_TEXTS.dialogDescription}</DialogDescription>
          </DialogHeader>
          <ul className="flex list-disc flex-col gap-2 pl-5 text-sm">
            {MY_DATA_TEXTS.consequences.map((consequence) => (
              <li key={consequence}>{consequence}</li>
            ))}
          </ul>
          <p className="text-sm font-semibold">{MY_DATA_TEXTS.exportFirst}</p>
          {renewing ? (
            <Alert variant="destructive">
              <AlertDescription>{PRIVACY_MESSAGES.subscriptionStillActive}</AlertDescription>
            </Alert>
          ) : null}
          <FormField
            label={MY_DATA_TEXTS.confirmLabel}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            disabled={busy}
            {...register('confirmation', { setValueAs: normalizedConfirmation })}
          />
          {leaving ? (
            <p role="status" className="flex items-center gap-2 text-sm font-semibold">
              <LoaderCircleIcon aria-hidden="true" className="size-5 animate-spin" />
              {MY_DATA_TEXTS.signingOut}
            </p>
          ) : null}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={busy}>
                {MY_DATA_TEXTS.cancel}
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={!canConfirmDeletion(typed, busy)} aria-busy={deletion.isPending}>
              {deletion.isPending ? <LoaderCircleIcon aria-hidden="true" className="animate-spin" /> : <Trash2Icon aria-hidden="true" />}
              {deletion.isPending ? MY_DATA_TEXTS.confirmPending : MY_DATA_TEXTS.confirm}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
