import { InfoIcon } from 'lucide-react';
import { KEPT_TEXT } from '@/features/stories/messages';

/**
 * Under a text the writer read only in part (issue 25, item 3): what the story will keep, in the writer's
 * words, and that the rest will not be written. Not a live region itself: the wizard's polite region says
 * it once when the step is checked, and this stays on screen to be read again.
 */
export function KeptTextNote({ field, kept }: { field: string; kept: string | null }) {
  if (!kept) return null;
  return (
    <div data-kept-text={field} className="flex gap-2 rounded-lg border bg-muted p-3 text-sm text-foreground">
      <InfoIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="flex flex-col gap-1">
        <p className="font-bold text-pretty break-words">{KEPT_TEXT.kept(kept)}</p>
        <p className="text-pretty">{KEPT_TEXT.rest}</p>
      </div>
    </div>
  );
}
