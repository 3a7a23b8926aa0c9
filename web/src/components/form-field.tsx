import { EyeIcon, EyeOffIcon } from 'lucide-react';
import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { Input } from './ui/input';
import { Label } from './ui/label';
import { COMPONENT_MESSAGES } from '@/components/messages';

export interface FormFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: string;
  /** The field's error, shown under it and announced with it. */
  error?: string | undefined;
  hint?: string;
}

/** Label, control, hint and error, tied together for screen readers. */
function Field({ label, error, hint, className, control }: Pick<FormFieldProps, 'label' | 'error' | 'hint' | 'className'> & {
  control: (aria: { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined }) => ReactNode;
}) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {control({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-semibold text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled input. */
export function FormField({ label, error, hint, className, ...props }: FormFieldProps) {
  return <Field label={label} error={error} hint={hint} className={className} control={(aria) => <Input {...aria} {...props} />} />;
}

/** A password field with the spec's show/hide toggle. */
export function PasswordField({ label, error, hint, className, ...props }: Omit<FormFieldProps, 'type'>) {
  const [visible, setVisible] = useState(false);
  return (
    <Field
      label={label}
      error={error}
      hint={hint}
      className={className}
      control={(aria) => (
        <div className="relative">
          <Input {...aria} type={visible ? 'text' : 'password'} className="pr-12" {...props} />
          <button
            type="button"
            onClick={() => setVisible((value) => !value)}
            aria-pressed={visible}
            aria-label={`${visible ? COMPONENT_MESSAGES.hidePassword : COMPONENT_MESSAGES.showPassword} : ${label}`}
            aria-controls={aria.id}
            className="absolute inset-y-0 right-0 flex min-w-11 items-center justify-center rounded-r-lg text-muted-foreground hover:text-foreground focus-ring"
          >
            {visible ? <EyeOffIcon aria-hidden="true" className="size-5" /> : <EyeIcon aria-hidden="true" className="size-5" />}
          </button>
        </div>
      )}
    />
  );
}
