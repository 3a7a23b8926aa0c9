import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return (
    <input
      type={type}
      data-slot="input"
      className={cn(
        'flex min-h-11 w-full min-w-0 rounded-lg border-2 border-input bg-card px-3 py-2 text-base text-foreground shadow-xs transition-colors placeholder:text-muted-foreground focus-visible:border-ring focus-ring disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive file:border-0 file:bg-transparent file:font-semibold',
        className,
      )}
      {...props}
    />
  );
}
