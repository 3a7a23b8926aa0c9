import { LoaderCircleIcon, SparklesIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { CONFIRM_CREATE_ROWS_TEXT, CONFIRM_CREATE_TEXT, CREATE_MESSAGES, KEPT_TEXT } from '@/features/stories/messages';
import { keptOf, type StepKept, type WizardValues } from './wizard-logic';

export interface ConfirmCreateDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  values: WizardValues;
  /** What the story keeps of texts read only in part (issue 25, item 3): said under what was typed. */
  kept?: StepKept;
  childName: string | undefined;
  busy: boolean;
  onConfirm: () => void;
}

/**
 * 'Êtes-vous sûr de vouloir créer cette histoire ?' (spec part 2 §2), with what the story will be made
 * of: a credit is about to be spent, so the parent sees the choices once more. While the story is being
 * sent, the dialog cannot be dismissed.
 */
export function ConfirmCreateDialog({ open, onOpenChange, values, kept = {}, childName, busy, onConfirm }: ConfirmCreateDialogProps) {
  const rows: [string, string, string | null][] = [
    [CONFIRM_CREATE_ROWS_TEXT.character, values.mainCharacter.trim(), keptOf(kept, 'mainCharacter', values.mainCharacter)],
    [CONFIRM_CREATE_ROWS_TEXT.setting, values.setting.trim(), keptOf(kept, 'setting', values.setting)],
    [CONFIRM_CREATE_ROWS_TEXT.scenario, values.scenario.trim(), keptOf(kept, 'scenario', values.scenario)],
    [CONFIRM_CREATE_ROWS_TEXT.emotions, values.emotions.join(', '), null],
    [CONFIRM_CREATE_ROWS_TEXT.values, values.values.join(', '), null],
    [CONFIRM_CREATE_ROWS_TEXT.narration, values.narration ? CONFIRM_CREATE_ROWS_TEXT.yes : CONFIRM_CREATE_ROWS_TEXT.no, null],
  ];
  return (
    <Dialog open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <DialogContent hideCloseButton onEscapeKeyDown={(event) => busy && event.preventDefault()} onInteractOutside={(event) => busy && event.preventDefault()}>
        <DialogHeader>
          <DialogTitle>{CREATE_MESSAGES.confirmCreate}</DialogTitle>
          <DialogDescription>
            {CONFIRM_CREATE_TEXT.creditUsed(childName)}
          </DialogDescription>
        </DialogHeader>
        <dl className="grid gap-2 rounded-lg bg-muted p-3 text-sm">
          {rows.map(([term, detail, keptText]) => (
            <div key={term} className="grid gap-0.5">
              <dt className="font-bold">{term}</dt>
              <dd className="text-pretty break-words">{detail}</dd>
              {keptText ? <dd className="text-pretty break-words italic">{KEPT_TEXT.recap(keptText)}</dd> : null}
            </div>
          ))}
        </dl>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={busy}>
              {CONFIRM_CREATE_ROWS_TEXT.cancel}
            </Button>
          </DialogClose>
          <Button onClick={onConfirm} disabled={busy} aria-busy={busy || undefined}>
            {busy ? <LoaderCircleIcon aria-hidden="true" className="animate-spin" /> : <SparklesIcon aria-hidden="true" />}
            {busy ? CONFIRM_CREATE_ROWS_TEXT.creating : CONFIRM_CREATE_ROWS_TEXT.confirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
