import { CheckIcon } from 'lucide-react';
import { WIZARD_STEPS } from '@/features/stories/messages';
import { cn } from '@/lib/utils';
import type { WizardStep } from './wizard-logic';
import { WIZARD_BUTTONS_TEXT, WIZARD_STEPPER_TEXT } from '@/features/stories/messages';

/** Where the parent is among the four steps; the current one is marked aria-current="step". */
export function WizardStepper({ step }: { step: WizardStep }) {
  return (
    <ol aria-label={WIZARD_STEPPER_TEXT.label} className="grid grid-cols-4 gap-1">
      {WIZARD_STEPS.map((item) => {
        const current = item.step === step;
        const done = item.step < step;
        return (
          <li key={item.step} aria-current={current ? 'step' : undefined} className="flex flex-col items-center gap-1 text-center">
            <span
              aria-hidden="true"
              className={cn(
                'flex size-9 items-center justify-center rounded-full border-2 text-sm font-extrabold',
                current && 'border-primary bg-primary text-primary-foreground',
                done && 'border-primary bg-secondary text-secondary-foreground',
                !current && !done && 'border-input bg-card text-muted-foreground',
              )}
            >
              {done ? <CheckIcon className="size-4" /> : item.step}
            </span>
            <span className={cn('text-xs leading-tight font-bold', current ? 'text-foreground' : 'text-muted-foreground')}>
              <span className="sr-only">
                {WIZARD_BUTTONS_TEXT.step} {item.step} :{' '}
              </span>
              {item.title}
              {done ? <span className="sr-only">{WIZARD_BUTTONS_TEXT.done}</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
