import { useMemo, useState, useSyncExternalStore, type CSSProperties } from 'react';
import { useLocation } from 'react-router-dom';
import {
  backgroundVariantFor,
  isLowEndDevice,
  isMobileWidth,
  layerSeed,
  MOBILE_BREAKPOINT_PX,
  starCountFor,
  starField,
  VARIANT_LAYERS,
} from './background-art-logic';

const MOBILE_QUERY = `(max-width: ${String(MOBILE_BREAKPOINT_PX - 0.02)}px)`;

function subscribeToWidth(onChange: () => void): () => void {
  const query = window.matchMedia(MOBILE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
const readMobile = () => isMobileWidth(window.innerWidth);

function readLowEnd(): boolean {
  const { hardwareConcurrency, userAgent } = navigator;
  const deviceMemory = (navigator as Navigator & { deviceMemory?: number }).deviceMemory;
  return isLowEndDevice({ hardwareConcurrency, deviceMemory, userAgent });
}

/**
 * The decorative background of the app shell's screens, chosen from the path (spec part 1 §2). Pure CSS:
 * absolutely positioned spans animated by transform and opacity only (index.css, `.magic-bg`), placed
 * once from a seed, never measured. Hidden from assistive technologies, never in the way of a click,
 * behind every screen, still when the visitor prefers reduced motion, and lighter on small or low-end
 * devices (fewer stars, no grain). Its colours come from the page theme's variables.
 */
export function BackgroundArt() {
  const { pathname } = useLocation();
  const variant = backgroundVariantFor(pathname);
  const [lowEnd] = useState(readLowEnd);
  const mobile = useSyncExternalStore(subscribeToWidth, readMobile, () => false);
  const count = starCountFor({ lowEnd, mobile });

  const layers = useMemo(
    () => VARIANT_LAYERS[variant].map((kind, index) => ({ kind, stars: starField(layerSeed(variant, index), count) })),
    [variant, count],
  );

  return (
    <div aria-hidden="true" className="magic-bg" data-variant={variant} data-stars={count}>
      {layers.map(({ kind, stars }) => (
        <div key={kind} className={`magic-bg-layer magic-bg-${kind}`}>
          {stars.map((star, index) => (
            <span
              key={index}
              style={
                {
                  left: `${String(star.x)}%`,
                  top: `${String(star.y)}%`,
                  '--size': `${String(star.size)}px`,
                  '--peak': star.opacity,
                  animationDelay: `-${String(star.delay)}s`,
                  animationDuration: `${String(star.duration)}s`,
                } as CSSProperties
              }
            />
          ))}
        </div>
      ))}
      {variant === 'waves' ? (
        <>
          <div className="magic-bg-wave" />
          <div className="magic-bg-wave magic-bg-wave-back" />
        </>
      ) : null}
      {lowEnd ? null : <div className="magic-bg-grain" />}
    </div>
  );
}
