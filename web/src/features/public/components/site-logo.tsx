import { cn } from '@/lib/utils';

/**
 * The product's logo (web/public/logo.svg, under 1 KB), decorative: the name 'Contes Magiques' always
 * stands beside it. Its size is set in the markup, so the page never moves when it loads.
 */
export function SiteLogo({ className }: { className?: string }) {
  return <img src="/logo.svg" alt="" width={40} height={40} decoding="async" className={cn('size-10 shrink-0 drop-shadow-sm', className)} />;
}
