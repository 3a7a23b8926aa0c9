import { useRef } from 'react';

/**
 * The packs' heading and 'Voir les packs' under the FAQ: the heading scrolls into view (smoothly unless the parent
 * asked for less motion) and takes the focus, so a keyboard or screen reader lands on the packs too.
 */
export function usePacksHeading() {
  const packsHeading = useRef<HTMLHeadingElement>(null);
  const showPacks = () => {
    const heading = packsHeading.current;
    if (!heading) return;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    heading.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
    heading.focus({ preventScroll: true });
  };
  return { packsHeading, showPacks };
}
