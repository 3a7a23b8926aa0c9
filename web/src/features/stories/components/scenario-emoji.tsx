import {
  BackpackIcon,
  BookOpenIcon,
  CakeIcon,
  FlagIcon,
  MapIcon,
  MoonIcon,
  MusicIcon,
  PartyPopperIcon,
  PawPrintIcon,
  RainbowIcon,
  RocketIcon,
  SailboatIcon,
  SparklesIcon,
  SproutIcon,
  StarIcon,
  type LucideIcon,
} from 'lucide-react';
import { useState } from 'react';
import { emojiRenders, MISSING_GLYPH_PROBE, scenarioIconFor, type ScenarioIconName } from './scenario-emoji-logic';

const ICONS: Readonly<Record<ScenarioIconName, LucideIcon>> = {
  Star: StarIcon,
  Map: MapIcon,
  PawPrint: PawPrintIcon,
  PartyPopper: PartyPopperIcon,
  Rainbow: RainbowIcon,
  Backpack: BackpackIcon,
  Sprout: SproutIcon,
  Rocket: RocketIcon,
  Flag: FlagIcon,
  Moon: MoonIcon,
  Music: MusicIcon,
  Sailboat: SailboatIcon,
  Cake: CakeIcon,
  BookOpen: BookOpenIcon,
  Sparkles: SparklesIcon,
};

/** Measured once per emoji and page: the fonts a browser has do not change while it runs. */
const measured = new Map<string, boolean>();
const CANVAS_SIZE = 32;

/** Draws one text alone on the small canvas and returns its RGBA pixels. */
function pixelsOf(context: CanvasRenderingContext2D, text: string): Uint8ClampedArray {
  context.clearRect(0, 0, CANVAS_SIZE, CANVAS_SIZE);
  context.fillText(text, CANVAS_SIZE / 2, CANVAS_SIZE / 2);
  return context.getImageData(0, 0, CANVAS_SIZE, CANVAS_SIZE).data;
}

/**
 * Whether this browser can draw the emoji, with the page's own font stack (so its fallback fonts are the
 * ones the card would use). Where no canvas can be had, the emoji is trusted.
 */
function canDraw(emoji: string): boolean {
  const known = measured.get(emoji);
  if (known !== undefined) return known;
  let result = true;
  try {
    const canvas = document.createElement('canvas');
    canvas.width = CANVAS_SIZE;
    canvas.height = CANVAS_SIZE;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (context) {
      context.font = `24px ${getComputedStyle(document.body).fontFamily}`;
      context.textAlign = 'center';
      context.textBaseline = 'middle';
      result = emojiRenders(pixelsOf(context, emoji), pixelsOf(context, MISSING_GLYPH_PROBE));
    }
  } catch {
    result = true;
  }
  measured.set(emoji, result);
  return result;
}

/**
 * A scenario's emoji, or a drawn icon that means the same where this computer has no emoji font
 * (issue 18). Decorative: the card's title says what the scenario is.
 */
export function ScenarioEmoji({ emoji }: { emoji: string }) {
  const [drawable] = useState(() => canDraw(emoji));
  if (drawable) {
    return (
      <span aria-hidden="true" data-scenario-emoji="emoji" className="text-2xl leading-none">
        {emoji}
      </span>
    );
  }
  const Icon = ICONS[scenarioIconFor(emoji)];
  return (
    <span aria-hidden="true" data-scenario-emoji="icon" className="flex size-7 shrink-0 items-center justify-center">
      <Icon className="size-6" />
    </span>
  );
}
