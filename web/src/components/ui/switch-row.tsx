import type { ReactNode } from 'react';
import { useId } from 'react';

interface SwitchRowProps {
  checked: boolean;
  onToggle: () => void;
  /** Drawn before the label (decorative: give it `aria-hidden`). */
  icon: ReactNode;
  label: ReactNode;
  hint: ReactNode;
  /** Ids of more text that describes the switch (read after the hint). */
  describedBy?: string;
  /** While a change is being saved: announced, and clicks are ignored without disabling the button. */
  busy?: boolean;
}

/**
 * A switch the size of its whole row, easy to hit on a phone; its state reads 'activé'/'désactivé' to
 * screen readers through role="switch". It is never `disabled` while busy: a disabled button loses the
 * keyboard focus.
 */
export function SwitchRow({ checked, onToggle, icon, label, hint, describedBy, busy = false }: SwitchRowProps) {
  const id = useId();
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-labelledby={`${id}-label`}
      aria-describedby={[`${id}-hint`, describedBy].filter(Boolean).join(' ')}
      aria-busy={busy || undefined}
      onClick={() => {
        if (!busy) onToggle();
      }}
      className="flex min-h-11 w-full items-center gap-3 rounded-xl border-2 border-input bg-card p-4 text-left text-foreground transition-colors hover:bg-secondary hover:text-secondary-foreground focus-ring aria-busy:opacity-60"
    >
      {icon}
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span id={`${id}-label`} className="font-bold">
          {label}
        </span>
        <span id={`${id}-hint`} className="text-sm">
          {hint}
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
