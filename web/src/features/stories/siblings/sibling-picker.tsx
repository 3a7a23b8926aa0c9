import { UsersIcon, XIcon } from 'lucide-react';
import { useId, useState } from 'react';
import type { Profile } from '@shared/profiles';
import { Button } from '@/components/ui/button';
import { ChildChoices } from '@/features/stories/components/child-choices';
import { SIBLING_TEXT, siblingChoices } from './heroes';

/**
 * The wizard's hero step (issue 31, item 5): « Ajouter un frère ou une sœur » opens a choice among the
 * family's other profiles; the chosen child becomes the story's second hero. Offered only once a first
 * child is chosen and when the family has another one.
 */
export function SiblingPicker({ profiles, firstId, value, onChange }: { profiles: readonly Profile[]; firstId: string; value: string; onChange: (id: string) => void }) {
  const id = useId();
  const [open, setOpen] = useState(value !== '');
  const choices = siblingChoices(profiles, firstId);
  if (choices.length === 0) return null;
  if (!open) {
    return (
      <Button type="button" variant="outline" className="self-start" onClick={() => setOpen(true)}>
        <UsersIcon aria-hidden="true" />
        {SIBLING_TEXT.add}
      </Button>
    );
  }
  return (
    <div data-wizard-field="siblingProfileId" className="flex flex-col gap-3 rounded-2xl border border-dashed p-4">
      <div className="flex items-center justify-between gap-3">
        <p id={`${id}-label`} className="font-bold">
          {SIBLING_TEXT.question}
        </p>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={() => {
            onChange('');
            setOpen(false);
          }}
        >
          <XIcon aria-hidden="true" />
          {SIBLING_TEXT.remove}
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {SIBLING_TEXT.hint}
      </p>
      <ChildChoices
        name={`${id}-sibling`}
        profiles={choices}
        value={value}
        onChange={onChange}
        aria={{ 'aria-labelledby': `${id}-label`, 'aria-describedby': `${id}-hint`, 'aria-invalid': undefined }}
      />
    </div>
  );
}
