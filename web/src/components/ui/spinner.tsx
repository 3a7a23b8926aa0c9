import { LoaderCircleIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import { COMPONENT_MESSAGES } from '@/components/messages';

export type SpinnerProps = Omit<ComponentProps<'span'>, 'children'> & {
  /** What is loading, read by screen readers. */
  label?: string;
};

export function Spinner({ className, label = COMPONENT_MESSAGES.loading, ...props }: SpinnerProps) {
  return (
    <span role="status" data-slot="spinner" className={cn('inline-flex items-center justify-center', className)} {...props}>
      <LoaderCircleIcon aria-hidden="true" className="size-6 animate-spin" />
      <span className="sr-only">{label}</span>
    </span>
  );
}
