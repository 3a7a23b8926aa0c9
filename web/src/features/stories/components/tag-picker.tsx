import { PlusIcon } from 'lucide-react';
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { MAX_TAG_LENGTH } from '@shared/stories';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { WIZARD_BUTTONS_TEXT } from '@/features/stories/messages';
import { FieldError, SuggestionList } from './suggestion-list';
import { addCustomTag, isTagSelected, tagChoices, toggleTag, type TagChange } from './wizard-logic';

export interface TagPickerProps {
  /** The section's heading ('Émotions', 'Valeurs'). */
  title: string;
  hint: string;
  suggestions: readonly string[];
  selected: readonly string[];
  onChange: (tags: string[]) => void;
  error: string | undefined;
  /** The custom entry's label ('Ajouter une émotion'), and what its button adds, for screen readers. */
  inputLabel: string;
  addWhat: string;
  placeholder: string;
  /** `data-wizard-field`, so that a failed step can focus this list. */
  field: 'emotions' | 'values';
  /** Shown under the error: close suggestions for a declined entry (issue 25). */
  decline?: ReactNode;
}

/**
 * Emotions or values (spec part 2 §2, §5): suggestion chips that toggle, and a custom entry (trimmed,
 * ignored when empty, added, input cleared). The parent's own entries join the chips, chosen, so that
 * pressing one again removes it like any other.
 */
export function TagPicker({ title, hint, suggestions, selected, onChange, error, inputLabel, addWhat, placeholder, field, decline }: TagPickerProps) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const [notice, setNotice] = useState<string | undefined>();
  const errorId = `${id}-error`;
  const noticeId = `${id}-notice`;

  const apply = (change: TagChange) => {
    setNotice(change.message);
    if (change.clearInput) setDraft('');
    if (change.outcome === 'added' || change.outcome === 'removed') onChange(change.tags);
  };
  const addDraft = () => apply(addCustomTag(selected, draft, suggestions));
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the entry; it must not send the wizard's form to the next step.
    if (event.key === 'Enter') {
      event.preventDefault();
      addDraft();
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} data-wizard-field={field} className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <h2 id={`${id}-title`} className="text-xl font-extrabold">
          {title}
        </h2>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      </div>
      <SuggestionList
        labelledBy={`${id}-title`}
        describedBy={[`${id}-hint`, error ? errorId : null].filter(Boolean).join(' ')}
        items={tagChoices(suggestions, selected)}
        itemKey={(tag) => tag}
        isSelected={(tag) => isTagSelected(selected, tag)}
        onToggle={(tag) => apply(toggleTag(selected, tag))}
      />
      <FieldError id={errorId} message={error} />
      {decline}
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-input`}>{inputLabel}</Label>
        <div className="flex gap-2">
          <Input
            id={`${id}-input`}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
            maxLength={MAX_TAG_LENGTH}
            autoComplete="off"
            enterKeyHint="done"
            placeholder={placeholder}
            aria-invalid={error ? true : undefined}
            aria-describedby={[notice ? noticeId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined}
          />
          <Button type="button" variant="secondary" onClick={addDraft}>
            <PlusIcon aria-hidden="true" />
            {WIZARD_BUTTONS_TEXT.add}
            <span className="sr-only"> {addWhat}</span>
          </Button>
        </div>
        <p id={noticeId} aria-live="polite" className="text-sm font-semibold text-destructive empty:hidden">
          {notice}
        </p>
      </div>
    </section>
  );
}
