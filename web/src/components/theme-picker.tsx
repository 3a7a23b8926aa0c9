import { CheckIcon } from 'lucide-react';
import { THEME_LABELS, THEMES, type Theme } from '@shared/profiles';
import { cn } from '@/lib/utils';
import { COMPONENT_MESSAGES } from '@/components/messages';

/** A swatch per theme, drawn from the theme's own palette (index.css `[data-theme=…]`). */
const THEME_SWATCHES: Record<Theme, string> = {
  normal: 'linear-gradient(135deg, #5b21b6, #fcd34d)',
  nature: 'linear-gradient(135deg, #166534, #a3e635)',
  ocean: 'linear-gradient(135deg, #075985, #67e8f9)',
  volcano: 'linear-gradient(135deg, #991b1b, #fb923c)',
  desert: 'linear-gradient(135deg, #92400e, #fde68a)',
  princesses: 'linear-gradient(135deg, #9d174d, #f9a8d4)',
};

export interface ThemePickerProps {
  value: Theme;
  onChange(theme: Theme): void;
  /** The group's accessible name, e.g. 'Thème du profil'. */
  label?: string;
  disabled?: boolean;
}

/**
 * The six themes as a radio group (arrow keys move between them). Inside the edit form it only
 * changes the form's value; in the menu the caller saves at once (spec part 1 §4).
 */
export function ThemePicker({ value, onChange, label = COMPONENT_MESSAGES.theme, disabled = false }: ThemePickerProps) {
  return (
    <div role="radiogroup" aria-label={label} className="grid grid-cols-3 gap-2">
      {THEMES.map((theme) => {
        const checked = theme === value;
        return (
          <button
            key={theme}
            type="button"
            role="radio"
            aria-checked={checked}
            tabIndex={checked ? 0 : -1}
            disabled={disabled}
            onClick={() => onChange(theme)}
            onKeyDown={(event) => {
              const step = event.key === 'ArrowRight' || event.key === 'ArrowDown' ? 1 : event.key === 'ArrowLeft' || event.key === 'ArrowUp' ? -1 : 0;
              if (!step) return;
              event.preventDefault();
              const next = THEMES[(THEMES.indexOf(value) + step + THEMES.length) % THEMES.length]!;
              onChange(next);
              const group = event.currentTarget.parentElement;
              requestAnimationFrame(() => group?.querySelector<HTMLButtonElement>(`[data-theme-option="${next}"]`)?.focus());
            }}
            data-theme-option={theme}
            className={cn(
              'flex min-h-11 flex-col items-center gap-1 rounded-lg border-2 p-2 text-sm font-semibold focus-ring disabled:opacity-60',
              checked ? 'border-primary bg-secondary' : 'border-border bg-card hover:bg-secondary',
            )}
          >
            <span aria-hidden="true" className="relative h-6 w-full rounded-md" style={{ background: THEME_SWATCHES[theme] }}>
              {checked ? <CheckIcon className="absolute inset-0 m-auto size-4 text-white drop-shadow" /> : null}
            </span>
            {THEME_LABELS[theme]}
          </button>
        );
      })}
    </div>
  );
}
