import { useId } from 'react';
import type { FrameDecline } from '@shared/stories';
import { WIZARD_BUTTONS_TEXT } from '@/features/stories/messages';
import { chipClass } from './suggestion-list';

/**
 * Under a declined text (issue 25): close texts the writer does understand, as buttons; pressing one
 * puts it in the field (or in place of the declined emotion or value), and the wizard checks it again.
 */
export function DeclineSuggestions({ decline, onPick }: { decline: FrameDecline | undefined; onPick: (decline: FrameDecline, suggestion: string) => void }) {
  const id = useId();
  if (!decline || decline.suggestions.length === 0) return null;
  return (
    <div className="flex flex-col gap-2" data-decline-suggestions={decline.field}>
      <p id={`${id}-label`} className="text-sm font-bold">
        {WIZARD_BUTTONS_TEXT.suggestions}
      </p>
      <ul aria-labelledby={`${id}-label`} className="flex flex-wrap gap-2">
        {decline.suggestions.map((suggestion) => (
          <li key={suggestion}>
            <button type="button" className={chipClass} onClick={() => onPick(decline, suggestion)}>
              {suggestion}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
