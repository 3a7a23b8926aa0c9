import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** A placeholder block; hidden from assistive technology, so pair a list of them with one loading status. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="skeleton" aria-hidden="true" className={cn('animate-pulse rounded-lg bg-muted', className)} {...props} />;
}
