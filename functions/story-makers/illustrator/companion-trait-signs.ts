import type { CompanionTraitState } from '#core/story-scenes';
import type { CompanionId } from './characters';
import { INK, musicNote } from './companion-kit';
import type { CompanionTrait } from './companion-traits';
import { circle, ellipse, line, n, path, sparklePath } from './svg';

/**
 * The visible sign of a companion's trait, drawn over (or behind) any companion in its own coordinates:
 * the scared dragon trembles then glows, the curious rabbit holds a magnifying glass, the astronaut cat
 * wears its helmet, the singer has notes around it… A sign that is a small subplot changes with the
 * state; the others stay, with a little extra joy once the story is resolved.
 */

/** Roughly the centre of each companion's head, where the signs attach. */
export const HEAD_AT: Record<CompanionId, readonly [number, number]> = {
  dragon: [-40, -268],
  unicorn: [-94, -274],
  horse: [-94, -274],
  cat: [0, -220],
  dog: [0, -226],
  rabbit: [0, -212],
  robot: [0, -292],
  bear: [0, -228],
  fox: [0, -222],
  owl: [0, -196],
  dinosaur: [-128, -328],
  mermaid: [0, -300],
  fairy: [0, -246],
  pirate: [0, -268],
  princess: [0, -258],
  prince: [0, -262],
  knight: [0, -268],
  alien: [0, -244],
  lion: [0, -222],
  penguin: [0, -200],
  turtle: [-166, -134],
  whale: [-100, -130],
  witch: [0, -258],
  'star-sprite': [0, -180],
  animal: [-122, -250],
  'small-creature': [-110, -120],
  'sea-animal': [-70, -170],
  bird: [-54, -210],
  'grown-up': [0, -306],
  friend: [0, -226],
  toy: [0, -252],
  vehicle: [-40, -176],
  moon: [-50, -180],
  sun: [0, -180],
  cloud: [-10, -170],
  plant: [0, -250],
  reptile: [-40, -170],
  snowman: [0, -340],
};

export interface TraitSign {
  /** Drawn before the companion (a glow). */
  behind: string;
  /** Drawn over it. */
  front: string;
  /** Needs the companion glow gradient. */
  glow: boolean;
}

const NONE: TraitSign = { behind: '', front: '', glow: false };

const joy = (x: number, y: number) => path(sparklePath(x - 90, y - 60, 14) + sparklePath(x + 96, y - 40, 11) + sparklePath(x + 10, y - 120, 9), '#FFE066', 'stroke="#E0A81E" stroke-width="2"');

function shiver(x: number, y: number): string {
  const marks = `M${n(x - 120)} ${n(y + 10)}q-14 16 0 32q14 16 0 32M${n(x + 120)} ${n(y + 10)}q14 16 0 32q-14 16 0 32M${n(x - 96)} ${n(y - 60)}l-16 -14M${n(x + 96)} ${n(y - 60)}l16 -14`;
  const drop = path(`M${n(x + 62)} ${n(y - 62)}q-12 18 0 24q12 -6 0 -24Z`, '#8FD3FF', 'stroke="#4A8FC2" stroke-width="2"');
  return line(marks, INK, 4, 'opacity="0.7"') + drop;
}

function helmet(x: number, y: number): string {
  return (
    circle(x, y, 112, '#CFEFFF', 'opacity="0.28" stroke="#FFFFFF" stroke-width="7"') +
    line(`M${n(x - 70)} ${n(y - 60)}Q${n(x - 40)} ${n(y - 92)} ${n(x)} ${n(y - 98)}`, '#FFFFFF', 8, 'opacity="0.85"') +
    ellipse(x, y + 104, 70, 14, '#C9D3E0', 'stroke="#5C6B80" stroke-width="4"') +
    line(`M${n(x + 60)} ${n(y - 90)}L${n(x + 80)} ${n(y - 136)}`, '#5C6B80', 5) +
    circle(x + 82, y - 140, 9, '#FF6B6B')
  );
}

function magnifier(x: number, y: number): string {
  return line(`M${n(x + 20)} ${n(y + 20)}L${n(x + 52)} ${n(y + 56)}`, '#8B5A3C', 10) + circle(x, y, 30, '#E6F7FF', 'opacity="0.75" stroke="#51607A" stroke-width="7"') + line(`M${n(x - 14)} ${n(y - 12)}Q${n(x - 6)} ${n(y - 20)} ${n(x + 4)} ${n(y - 18)}`, '#FFFFFF', 4);
}

function stitches(x: number, y: number): string {
  return (
    line(`M${n(x - 30)} ${n(y - 60)}Q${n(x)} ${n(y - 48)} ${n(x + 30)} ${n(y - 62)}M${n(x)} ${n(y + 80)}L${n(x)} ${n(y + 200)}`, '#6B4A3A', 3, 'stroke-dasharray="8 7"') +
    path(`M${n(x + 30)} ${n(y + 120)}h30v28h-30Z`, '#FFB3C8', 'stroke="#6B4A3A" stroke-width="3" stroke-dasharray="6 5"') +
    circle(x - 20, y + 140, 9, '#FFC83D', 'stroke="#B7791F" stroke-width="3"')
  );
}

function speedLines(): string {
  return line('M130 -150L230 -150M150 -110L260 -110M130 -70L220 -70M150 -30L240 -30', '#FFFFFF', 8, 'opacity="0.9"') + line('M130 -150L230 -150M150 -110L260 -110M130 -70L220 -70M150 -30L240 -30', '#7AA6D9', 3, 'opacity="0.7"');
}

const heart = (x: number, y: number, s: number) => path(`M${n(x)} ${n(y + 14 * s)}C${n(x - 30 * s)} ${n(y - 6 * s)} ${n(x - 14 * s)} ${n(y - 26 * s)} ${n(x)} ${n(y - 12 * s)}C${n(x + 14 * s)} ${n(y - 26 * s)} ${n(x + 30 * s)} ${n(y - 6 * s)} ${n(x)} ${n(y + 14 * s)}Z`, '#FF5A7A', 'stroke="#B8304E" stroke-width="3"');

function leafTwig(x: number, y: number): string {
  return line(`M${n(x + 30)} ${n(y)}L${n(x - 40)} ${n(y - 10)}`, '#6B8E3A', 5) + path(`M${n(x - 10)} ${n(y - 6)}q-10 -30 -36 -34q4 28 36 34ZM${n(x - 24)} ${n(y - 8)}q-20 18 -42 14q16 -22 42 -14Z`, '#6CC25A', 'stroke="#3F7F35" stroke-width="3"');
}

function notes(x: number, y: number, count: number, colours: readonly string[]): string {
  const spots: (readonly [number, number])[] = [[-70, -70], [40, -110], [-20, -150], [90, -60], [-110, -130]];
  return spots
    .slice(0, count)
    .map(([dx, dy], i) => musicNote(x + dx, y + dy, i % 2 === 0 ? 1 : 0.8, colours[i % colours.length] ?? '#9B5DE5'))
    .join('');
}

function potionBottle(): string {
  return path('M110 -20L110 -56L102 -64L102 -80L126 -80L126 -64L118 -56L118 -20Z', '#C07BFF', 'stroke="#6A3FA0" stroke-width="3"') + path('M100 -100a14 14 0 1 0 28 0a14 14 0 1 0 -28 0Z', '#9A9A9A', 'opacity="0.8"');
}

export function traitSign(id: CompanionId, trait: CompanionTrait | null, state: CompanionTraitState): TraitSign {
  if (!trait) return NONE;
  const [x, y] = HEAD_AT[id];
  const after = state === 'after';
  switch (trait) {
    case 'afraid-of-dark':
      // Trembling in the dark; once brave, glowing and lighting the way with a warm little flame.
      return after
        ? { behind: circle(x + 30, y + 120, 230, 'url(#companion-glow)'), front: path(`M${n(x - 100)} ${n(y + 38)}Q${n(x - 150)} ${n(y + 10)} ${n(x - 176)} ${n(y + 40)}Q${n(x - 150)} ${n(y + 44)} ${n(x - 176)} ${n(y + 70)}Q${n(x - 130)} ${n(y + 72)} ${n(x - 100)} ${n(y + 50)}Z`, '#FFB547', 'stroke="#E0701E" stroke-width="3"') + joy(x, y), glow: true }
        : { behind: '', front: shiver(x, y), glow: false };
    case 'lost-horn':
      // The horn itself is drawn (or not) by the unicorn; the sparkles say it is back.
      return after ? { behind: '', front: joy(x, y), glow: false } : NONE;
    case 'learning-to-laugh':
      return after ? { behind: '', front: joy(x, y), glow: false } : NONE;
    case 'curious':
      return { behind: '', front: magnifier(x - 120, y + 90), glow: false };
    case 'tiny':
      return after ? { behind: '', front: joy(x, y), glow: false } : NONE;
    case 'living-plush':
      return { behind: '', front: stitches(x, y), glow: false };
    case 'astronaut':
      return { behind: '', front: helmet(x, y), glow: false };
    case 'fast':
      return { behind: speedLines(), front: after ? joy(x, y) : '', glow: false };
    case 'kind':
      return { behind: '', front: heart(x + 40, y + 120, 1) + (after ? heart(x - 80, y - 90, 0.7) : ''), glow: false };
    case 'failed-potions':
      // The witch's own cauldron shows it; anyone else carries a little potion bottle.
      return id === 'witch' ? (after ? { behind: '', front: joy(x, y), glow: false } : NONE) : { behind: '', front: potionBottle(), glow: false };
    case 'vegetarian':
      return { behind: '', front: leafTwig(x - 60, y + 40), glow: false };
    case 'sings':
      return { behind: '', front: after ? notes(x, y, 5, ['#FF6B8A', '#FFB547', '#4D96FF', '#5CCB6B', '#9B5DE5']) : notes(x, y, 2, ['#9AA5B1']), glow: false };
  }
}
