import { Volume2Icon } from 'lucide-react';
import { useId } from 'react';

/**
 * 'Narration audio' (on by default): a switch the size of its whole row, so that it is easy to hit
 * on a phone; its state reads 'activé'/'désactivé' to screen readers through role="switch".
 */
export function NarrationSwitch({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const id = useId();
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-labelledby={`${id}-label`}
      aria-describedby={`${id}-hint`}
      onClick={() => onChange(!checked)}
      className="flex min-h-11 w-full items-center gap-3 rounded-xl border-2 border-input bg-card p-4 text-left text-foreground transition-colors hover:bg-secondary hover:text-secondary-foreground focus-ring"
    >
      <Volume2Icon aria-hidden="true" className="size-6 shrink-0" />
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span id={`${id}-label`} className="font-bold">
          Narration audio
        </span>
        <span id={`${id}-hint`} className="text-sm">
          Une voix lit l'histoire à votre enfant.
        </span>
      </span>
      <span
        aria-hidden="true"
        data-checked={checked}
        className="relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 border-input bg-muted transition-colors data-[checked=true]:border-primary data-[checked=true]:bg-primary"
      >
        <span className="absolute left-0.5 size-5 rounded-full bg-input transition-transform data-[checked=true]:translate-x-5 data-[checked=true]:bg-primary-foreground" data-checked={checked} />
      </span>
    </button>
  );
}
