import { CheckIcon, ChevronDownIcon, ChevronUpIcon } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { showMoreLabel, WIZARD_BUTTONS_TEXT } from '@/features/stories/messages';
import { cn } from '@/lib/utils';
import { suggestionView } from './wizard-logic';

/**
 * A chip: a toggle button (aria-pressed), at least 44 px tall, whose pressed state also shows a check
 * mark so that colour is not the only sign of a choice.
 */
export const chipClass =
  'group inline-flex min-h-11 items-center gap-1.5 rounded-full border-2 border-input bg-card px-4 py-2 text-left text-sm font-semibold text-foreground transition-colors hover:bg-secondary hover:text-secondary-foreground focus-ring aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-primary-foreground';

/** A card: the same toggle, for the scenarios' emoji, title and description. */
const cardClass =
  'group flex h-full min-h-11 w-full items-start gap-3 rounded-xl border-2 border-input bg-card p-3 text-left text-foreground transition-colors hover:bg-secondary hover:text-secondary-foreground focus-ring aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-primary-foreground';

export interface SuggestionListProps<T> {
  /** The group's visible name; or `labelledBy`, the id of a heading already on screen. */
  label?: string;
  labelledBy?: string;
  items: readonly T[];
  itemKey: (item: T) => string;
  isSelected: (item: T) => boolean;
  onToggle: (item: T) => void;
  /** The item's content; its text by default. */
  renderItem?: (item: T) => ReactNode;
  layout?: 'chips' | 'cards';
  describedBy?: string | undefined;
}

/**
 * A list of suggestions, 4 shown and 'Voir plus (n suggestions)' / 'Voir moins' for the rest (spec part
 * 2 §2). Each suggestion is a toggle button: Tab reaches it, Space or Enter presses it.
 */
export function SuggestionList<T>({
  label,
  labelledBy,
  items,
  itemKey,
  isSelected,
  onToggle,
  renderItem = (item) => String(item),
  layout = 'chips',
  describedBy,
}: SuggestionListProps<T>) {
  const id = useId();
  const labelId = labelledBy ?? `${id}-label`;
  const listId = `${id}-list`;
  const [expanded, setExpanded] = useState(false);
  const view = suggestionView(items, { expanded, isSelected });

  return (
    <div className="flex flex-col gap-2">
      {label ? (
        <p id={labelId} className="text-sm font-bold">
          {label}
        </p>
      ) : null}
      <div role="group" aria-labelledby={labelId} aria-describedby={describedBy}>
        <ul id={listId} className={layout === 'cards' ? 'grid gap-2 sm:grid-cols-2' : 'flex flex-wrap gap-2'}>
          {view.shown.map((item) => {
            const selected = isSelected(item);
            return (
              <li key={itemKey(item)} className={layout === 'cards' ? 'min-w-0' : undefined}>
                <button type="button" aria-pressed={selected} onClick={() => onToggle(item)} className={layout === 'cards' ? cardClass : chipClass}>
                  {selected && layout === 'chips' ? <CheckIcon aria-hidden="true" className="size-4 shrink-0" /> : null}
                  {renderItem(item)}
                </button>
              </li>
            );
          })}
        </ul>
      </div>
      {view.canToggle ? (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((value) => !value)}
          className="inline-flex min-h-11 items-center gap-1 self-start rounded-lg px-2 text-sm font-bold text-primary underline-offset-4 hover:underline focus-ring"
        >
          {expanded ? <ChevronUpIcon aria-hidden="true" className="size-4" /> : <ChevronDownIcon aria-hidden="true" className="size-4" />}
          {expanded ? WIZARD_BUTTONS_TEXT.showLess : showMoreLabel(view.hiddenCount)}
        </button>
      ) : null}
    </div>
  );
}

/** The error line under a field, tied to it by `id` (aria-describedby). */
export function FieldError({ id, message, className }: { id: string; message: string | undefined; className?: string }) {
  if (!message) return null;
  return (
    <p id={id} className={cn('text-sm font-semibold text-destructive', className)}>
      {message}
    </p>
  );
}
