import { ChevronDownIcon, ChevronUpIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import { showMoreLabel } from './profile-form-logic';

/** The profile forms' toggle of their long option lists (styles, traits, interests). */
export interface ShowMoreButtonProps extends Omit<ComponentProps<'button'>, 'children' | 'onClick' | 'type'> {
  expanded: boolean;
  hiddenCount: number;
  /** The id of the list it opens. */
  controls: string;
  /** The field it belongs to, read after the visible text so that each toggle has its own name. */
  fieldLabel: string;
  onToggle(): void;
}

/** Spec part 1 §5: 'Voir plus (n)' / 'Voir moins'. */
export function ShowMoreButton({ expanded, hiddenCount, controls, fieldLabel, onToggle, className, ...props }: ShowMoreButtonProps) {
  return (
    <button
      type="button"
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={onToggle}
      className={cn(
        'inline-flex min-h-11 items-center gap-1 self-start rounded-lg px-2 text-sm font-bold text-primary underline-offset-4 hover:underline focus-ring disabled:opacity-60',
        className,
      )}
      {...props}
    >
      {expanded ? <ChevronUpIcon aria-hidden="true" className="size-4" /> : <ChevronDownIcon aria-hidden="true" className="size-4" />}
      {showMoreLabel(expanded, hiddenCount)}
      <span className="sr-only"> – {fieldLabel}</span>
    </button>
  );
}
