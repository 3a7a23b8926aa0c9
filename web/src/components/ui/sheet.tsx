import type { ComponentProps } from 'react';
import { Drawer as DrawerPrimitive } from 'vaul';
import { cn } from '@/lib/utils';

/**
 * A bottom sheet (vaul drawer) for narrow screens, where a centred dialog would leave no room: the
 * spec's edit-profile modal becomes one at 640 px or less. Swipe down, Escape or the overlay closes it.
 */
export function Sheet({ shouldScaleBackground = false, ...props }: ComponentProps<typeof DrawerPrimitive.Root>) {
  return <DrawerPrimitive.Root shouldScaleBackground={shouldScaleBackground} {...props} />;
}

const SheetPortal = DrawerPrimitive.Portal;

function SheetOverlay({ className, ...props }: ComponentProps<typeof DrawerPrimitive.Overlay>) {
  return (
    <DrawerPrimitive.Overlay
      data-slot="sheet-overlay"
      className={cn('fixed inset-0 z-50 bg-foreground/50', className)}
      {...props}
    />
  );
}

export function SheetContent({ className, children, ...props }: ComponentProps<typeof DrawerPrimitive.Content>) {
  return (
    <SheetPortal>
      <SheetOverlay />
      <DrawerPrimitive.Content
        data-slot="sheet-content"
        className={cn(
          'fixed inset-x-0 bottom-0 z-50 flex max-h-[90dvh] flex-col rounded-t-2xl border-t bg-popover text-popover-foreground shadow-lg outline-none',
          className,
        )}
        {...props}
      >
        {/* The grab handle tells touch users the sheet can be swiped away. */}
        <div aria-hidden="true" className="mx-auto mt-3 h-1.5 w-12 shrink-0 rounded-full bg-input" />
        <div className="overflow-y-auto pb-[env(safe-area-inset-bottom)]">{children}</div>
      </DrawerPrimitive.Content>
    </SheetPortal>
  );
}

export function SheetTitle({ className, ...props }: ComponentProps<typeof DrawerPrimitive.Title>) {
  return <DrawerPrimitive.Title data-slot="sheet-title" className={cn('text-xl leading-tight font-extrabold', className)} {...props} />;
}

export function SheetDescription({ className, ...props }: ComponentProps<typeof DrawerPrimitive.Description>) {
  return (
    <DrawerPrimitive.Description data-slot="sheet-description" className={cn('text-muted-foreground', className)} {...props} />
  );
}
