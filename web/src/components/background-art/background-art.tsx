import { useEffect, useMemo, useRef, useState, useSyncExternalStore, type CSSProperties, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import {
  backgroundVariantFor,
  isLowEndDevice,
  isMobileWidth,
  layerSeed,
  MOBILE_BREAKPOINT_PX,
  placeStars,
  starCountFor,
  starField,
  VARIANT_LAYERS,
  type LayerKind,
  type PlacedStar,
  type Star,
} from './background-art-logic';
import { isIgnoredByArt, pageObstacles } from './page-obstacles';

const MOBILE_QUERY = `(max-width: ${String(MOBILE_BREAKPOINT_PX - 0.02)}px)`;
/** The page is measured again this long after it last changed: a burst of renders costs one measure. */
const MEASURE_DELAY_MS = 120;
/** Other places to try come from another stream than the stars' own, so they never repeat a star's place. */
const PLACEMENT_SALT = 0x5f3759df;

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

interface Layer {
  kind: LayerKind;
  stars: Star[];
  seed: number;
}

/**
 * The decorative background of the app shell's screens, chosen from the path (spec part 1 §2), in two
 * layers behind every screen: the screen-sized gradient (with the sea's waves and the grain), and the
 * page-sized layer of small decorations. Each decoration is placed where its whole movement stays
 * inside the page and clear of every text, control, picture and card (issue 18), measured again when
 * the page changes; one with no room is left out. Pure CSS animation (transform and opacity only,
 * index.css `.magic-bg`). Hidden from assistive technologies, never in the way of a click, still when
 * the visitor prefers reduced motion, and lighter on small or low-end devices (fewer stars, no grain).
 * Its colours come from the page theme's variables.
 */
export function BackgroundArt() {
  const { pathname } = useLocation();
  const variant = backgroundVariantFor(pathname);
  const [lowEnd] = useState(readLowEnd);
  const mobile = useSyncExternalStore(subscribeToWidth, readMobile, () => false);
  const count = starCountFor({ lowEnd, mobile });

  const layers = useMemo<Layer[]>(
    () =>
      VARIANT_LAYERS[variant].map((kind, index) => ({
        kind,
        stars: starField(layerSeed(variant, index), count),
        seed: (layerSeed(variant, index) ^ PLACEMENT_SALT) >>> 0,
      })),
    [variant, count],
  );
  const decorations = useRef<HTMLDivElement>(null);
  const placed = usePlacement(decorations, layers);

  return (
    <>
      <div aria-hidden="true" className="magic-bg" data-background-art="" data-variant={variant} data-stars={count}>
        {variant === 'waves' ? (
          <>
            <div className="magic-bg-wave" />
            <div className="magic-bg-wave magic-bg-wave-back" />
          </>
        ) : null}
        {lowEnd ? null : <div className="magic-bg-grain" />}
      </div>
      <div ref={decorations} aria-hidden="true" className="magic-bg-decor" data-background-art="" data-variant={variant}>
        {placed?.map((stars, layerIndex) => (
          <div key={layers[layerIndex]!.kind} className={`magic-bg-layer magic-bg-${layers[layerIndex]!.kind}`}>
            {stars.map(({ left, top, star }, index) => (
              <span
                key={index}
                data-decoration=""
                style={
                  {
                    left: `${String(left)}px`,
                    top: `${String(top)}px`,
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
      </div>
    </>
  );
}

const samePlacement = (a: PlacedStar[][], b: PlacedStar[][]) =>
  a.length === b.length && a.every((layer, index) => layer.length === b[index]!.length && layer.every((star, j) => star.left === b[index]![j]!.left && star.top === b[index]![j]!.top));

/**
 * Where the decorations go on the page as it is now: measured after the page settles, and again
 * whenever its content, its size or its fonts change. Null until the first measure, so no decoration
 * ever shows over a text before it was checked.
 */
function usePlacement(container: RefObject<HTMLDivElement | null>, layers: Layer[]): PlacedStar[][] | null {
  const [state, setState] = useState<{ layers: Layer[]; placed: PlacedStar[][] } | null>(null);

  useEffect(() => {
    const layer = container.current;
    const page = layer?.parentElement;
    if (!layer || !page || layers.length === 0) return;
    let timer: number | undefined;
    let frame: number | undefined;
    let active = true;

    const measure = () => {
      if (!active) return;
      const origin = layer.getBoundingClientRect();
      const placed = placeStars({ width: origin.width, height: origin.height, obstacles: pageObstacles(page, origin), layers });
      setState((current) => (current && current.layers === layers && samePlacement(current.placed, placed) ? current : { layers, placed }));
    };
    const schedule = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        if (frame !== undefined) window.cancelAnimationFrame(frame);
        frame = window.requestAnimationFrame(measure);
      }, MEASURE_DELAY_MS);
    };
    schedule();
    // The page's own changes only: the art redrawing itself, or a toast, must not start another measure.
    const mutations = new MutationObserver((records) => {
      if (records.some((record) => !isIgnoredByArt(record.target))) schedule();
    });
    mutations.observe(page, { childList: true, subtree: true, characterData: true });
    const resizes = new ResizeObserver(schedule);
    resizes.observe(page);
    window.addEventListener('resize', schedule);
    void document.fonts.ready.then(schedule);
    return () => {
      active = false;
      window.clearTimeout(timer);
      if (frame !== undefined) window.cancelAnimationFrame(frame);
      mutations.disconnect();
      resizes.disconnect();
      window.removeEventListener('resize', schedule);
    };
  }, [container, layers]);

  return state?.layers === layers ? state.placed : null;
}
