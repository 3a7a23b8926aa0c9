import { CheckIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/utils';

/**
 * The option controls of the profile forms and the story wizard. Every option is a native radio or
 * checkbox (arrow keys, Space, form semantics and screen-reader states for free) laid transparently over
 * its visual, so the whole chip (at least 44 px) is the click target and the focus ring goes around it.
 * The profile forms' 'Voir plus' toggle is theirs (features/profiles/components/show-more-button.tsx).
 */

/** The ARIA wiring a field gives its group: its label, its hint and error, and whether it is wrong. */
export interface GroupAria {
  'aria-labelledby': string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

export interface Choice {
  value: string;
  /** What the option shows. */
  content: ReactNode;
}

const INPUT_CLASS = 'absolute -inset-0.5 z-10 m-0 cursor-pointer appearance-none rounded-[inherit] bg-transparent focus-ring disabled:cursor-not-allowed';

/** A group of options; when it is wrong, every option's border says so, like an invalid input's. */
const GROUP_CLASS = 'flex flex-wrap gap-2 aria-invalid:*:border-destructive';

/** The looks of a chip, a card or an icon tile; the checked state also shows a check mark (not colour alone). */
const chipClass =
  'group relative flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-lg border-2 border-input bg-card px-3 py-2 text-sm font-semibold text-foreground transition-colors hover:bg-secondary has-[:checked]:border-primary has-[:checked]:bg-primary has-[:checked]:text-primary-foreground has-[:disabled]:opacity-60';

function CheckMark() {
  return <CheckIcon aria-hidden="true" className="hidden size-4 shrink-0 group-has-[:checked]:block" />;
}

export interface RadioChoicesProps {
  /** The radios' `name`: unique on the page (the field's id). */
  name: string;
  value: string;
  onChange(value: string): void;
  choices: readonly Choice[];
  aria: GroupAria;
  required?: boolean;
  id?: string;
  className?: string;
  optionClassName?: string;
  /** Shows the check mark next to the content (chips); tiles draw their own. */
  checkMark?: boolean;
}

/** A single choice among options, as a radio group. */
export function RadioChoices({ name, value, onChange, choices, aria, required, id, className, optionClassName, checkMark = true }: RadioChoicesProps) {
  return (
    <div role="radiogroup" id={id} aria-required={required || undefined} {...aria} className={cn(GROUP_CLASS, className)}>
      {choices.map((choice) => (
        <label key={choice.value} className={cn(chipClass, optionClassName)}>
          <input
            type="radio"
            name={name}
            value={choice.value}
            checked={value === choice.value}
            onChange={() => onChange(choice.value)}
            className={INPUT_CLASS}
          />
          {checkMark ? <CheckMark /> : null}
          {choice.content}
        </label>
      ))}
    </div>
  );
}

export interface CheckboxChoicesProps {
  name: string;
  values: readonly string[];
  onToggle(value: string): void;
  choices: readonly Choice[];
  aria: GroupAria;
  id?: string;
  className?: string;
}

/** Several choices that each toggle on and off, as a group of checkboxes. */
export function CheckboxChoices({ name, values, onToggle, choices, aria, id, className }: CheckboxChoicesProps) {
  return (
    <div role="group" id={id} {...aria} className={cn(GROUP_CLASS, className)}>
      {choices.map((choice) => (
        <label key={choice.value} className={chipClass}>
          <input
            type="checkbox"
            name={name}
            value={choice.value}
            checked={values.includes(choice.value)}
            onChange={() => onToggle(choice.value)}
            className={INPUT_CLASS}
          />
          <CheckMark />
          {choice.content}
        </label>
      ))}
    </div>
  );
}

/** A native select with the inputs' look. */
export function NativeSelect({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        'flex min-h-11 w-full min-w-0 cursor-pointer rounded-lg border-2 border-input bg-card px-3 py-2 text-base text-foreground shadow-xs transition-colors focus-visible:border-ring focus-ring disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive',
        className,
      )}
      {...props}
    >
      {children}
    </select>
  );
}
