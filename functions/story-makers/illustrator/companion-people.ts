import { blush, disc, eyes, INK, limb, oval, paint, shape, smile } from './companion-kit';
import { lighten, darken } from './palette';
import type { Random } from './random';
import { circleSub } from './shapes';
import { circle, ellipse, line, path, rect, sparklePath, starPath } from './svg';

/** The companions that are people: mermaid, fairy, pirate, princess and prince. */

/** A small person's head (friendly characters): long hair behind the body, then the head over it. */
function personHead(cx: number, cy: number, skin: string, hair: string, longHair: boolean): { back: string; front: string } {
  const back = longHair
    ? shape(`M${cx - 58} ${cy - 20}Q${cx - 80} ${cy + 70} ${cx - 62} ${cy + 112}L${cx - 26} ${cy + 104}Q${cx - 36} ${cy + 60} ${cx - 30} ${cy}ZM${cx + 58} ${cy - 20}Q${cx + 80} ${cy + 70} ${cx + 62} ${cy + 112}L${cx + 26} ${cy + 104}Q${cx + 36} ${cy + 60} ${cx + 30} ${cy}Z`, hair)
    : '';
  const front =
    oval(cx, cy, 56, 58, skin) +
    shape(`M${cx - 60} ${cy + 6}Q${cx - 66} ${cy - 66} ${cx} ${cy - 66}Q${cx + 66} ${cy - 66} ${cx + 60} ${cy + 6}Q${cx + 40} ${cy - 26} ${cx + 6} ${cy - 30}Q${cx - 30} ${cy - 20} ${cx - 60} ${cy + 6}Z`, hair) +
    eyes([[cx - 24, cy + 6], [cx + 18, cy + 6]], 8) +
    blush([[cx - 38, cy + 26], [cx + 34, cy + 26]], 9) +
    smile(cx - 4, cy + 30, 12);
  return { back, front };
}

const PERSON_SKINS = ['#FCE3D2', '#E3B088', '#BF865A', '#8E5A39', '#56331F'] as const;

export function mermaid(rng: Random): string {
  const skin = rng.pick(PERSON_SKINS);
  const hair = rng.pick(['#C2185B', '#7E57C2', '#F2C84B', '#D9572B']);
  const tail = '#2EC4B6';
  const head = personHead(0, -300, skin, hair, true);
  const scales = [0, 1, 2].map((i) => `M${-20 - i * 26} ${-116 + i * 14}q10 9 20 0`).join('');
  return (
    oval(20, -40, 116, 44, '#9AA5B1') +
    line('M-50 -66Q20 -84 96 -64', '#C7CED6', 6, 'opacity="0.8"') +
    head.back +
    shape('M-40 -160C-44 -100 -80 -84 -118 -84L-116 -62C-60 -56 20 -70 44 -152Z', tail) +
    shape('M-114 -74Q-150 -122 -176 -106Q-158 -86 -152 -72Q-162 -52 -172 -30Q-142 -36 -112 -66Z', lighten(tail, 0.2)) +
    line(scales, darken(tail, 0.3), 3) +
    shape('M-34 -244Q-40 -190 -42 -156L44 -152Q38 -200 34 -244Z', skin) +
    shape(`${circleSub(-16, -214, 15)}${circleSub(16, -214, 15)}`, '#FF8FB1', 3) +
    limb('M-30 -232Q-60 -190 -70 -150', skin, 16) +
    limb('M30 -232Q70 -250 80 -292', skin, 16) +
    head.front +
    path(starPath(-40, -352, 14, 6), '#FFC83D', paint('#FFC83D', 2))
  );
}

/**
 * A fairy: a petalled dress and a bun; a masculine kind (« un lutin », « un elfe », « un génie ») wears a
 * belted tunic and a pointed cap instead, an angel a white tunic and a halo; the same wings and wand.
 */
export function fairy(rng: Random, feminine = true, angel = false): string {
  const skin = rng.pick(PERSON_SKINS);
  const hair = rng.pick(['#F2C84B', '#9C6238', '#2A2224', '#F58DB6']);
  // An angel (« un ange », whoever it is) in white with a halo; an elf in green with its cap.
  const dress = angel ? '#F7F4FF' : '#7ED6A7';
  const tunic = angel ? '#F7F4FF' : '#4CAF6A';
  const body =
    feminine && !angel
      ? shape('M-30 -190L30 -190L62 -64Q40 -52 24 -66Q10 -50 0 -66Q-10 -50 -24 -66Q-40 -52 -62 -64Z', dress)
      : shape('M-30 -190L30 -190L42 -62L-42 -62Z', tunic) + rect(-42, -112, 84, 12, angel ? '#FFC83D' : '#8B5A3C') + path('M-42 -62L-28 -48L-14 -62L0 -48L14 -62L28 -48L42 -62Z', tunic, paint(tunic, 3));
  const top = feminine && !angel ? disc(0, -312, 22, hair) : '';
  const cap = angel
    ? ellipse(0, -330, 44, 12, 'none', 'stroke="#FFC83D" stroke-width="8"')
    : feminine
      ? ''
      : shape('M-58 -262Q-40 -330 10 -360Q60 -380 84 -344Q50 -340 40 -300L58 -262Z', '#4CAF6A') + disc(84, -344, 10, '#FFC83D');
  return (
    circle(0, -170, 150, 'url(#companion-glow)') +
    `<g opacity="0.85">${oval(-70, -220, 62, 34, '#BDE9FF', -30)}${oval(70, -220, 62, 34, '#BDE9FF', 30)}${oval(-54, -150, 40, 24, '#FFD1EC', 24)}${oval(54, -150, 40, 24, '#FFD1EC', -24)}</g>` +
    line('M-14 -60L-20 -6M14 -60L22 -8', skin, 10) +
    body +
    limb('M-24 -180Q-60 -160 -70 -200', skin, 14) +
    line('M-74 -204L-110 -250', '#6B4A3A', 5) +
    path(starPath(-114, -256, 18, 8), '#FFC83D', paint('#FFC83D', 3)) +
    top +
    personHead(0, -246, skin, hair, false).front +
    cap +
    path(sparklePath(rng.range(-130, -90), rng.range(-120, -60), 12) + sparklePath(rng.range(80, 120), rng.range(-300, -260), 10), '#FFFFFF')
  );
}

export function pirate(rng: Random): string {
  const skin = rng.pick(PERSON_SKINS);
  const coat = '#C0392B';
  const trousers = '#3E5C8A';
  return (
    shape('M-40 -110L-8 -110L-10 -22L-42 -22ZM8 -110L40 -110L42 -22L10 -22Z', trousers) +
    shape('M-48 -26L-6 -26L-4 0L-52 0ZM6 -26L48 -26L52 0L4 0Z', '#3B2A2A') +
    shape('M-62 -214L62 -214L70 -104L-70 -104Z', coat) +
    shape('M-26 -214L26 -214L28 -104L-28 -104Z', '#FFFFFF', 3) +
    path('M-27 -190L27 -190L27 -178L-27 -178ZM-27 -160L27 -160L27 -148L-27 -148ZM-28 -130L28 -130L28 -118L-28 -118Z', '#E53950') +
    rect(-70, -116, 140, 16, '#6B4A3A') +
    rect(-12, -120, 24, 24, '#FFC83D', paint('#FFC83D', 3)) +
    limb('M-60 -200Q-96 -170 -100 -130', coat, 24) +
    limb('M60 -200Q96 -230 92 -270', coat, 24) +
    disc(-100, -126, 14, skin) +
    disc(92, -276, 14, skin) +
    line('M-120 -150L-80 -92', '#B07A45', 14) +
    line('M-122 -152L-112 -138', '#FFC83D', 16, 'stroke-linecap="butt"') +
    personHead(0, -268, skin, '#5A3321', false).front +
    line('M-64 -292L52 -250', INK, 3) +
    ellipse(-24, -262, 16, 13, INK) +
    shape('M-92 -308Q0 -270 92 -308Q60 -398 0 -380Q-60 -398 -92 -308Z', '#2E2A3A') +
    line('M-86 -306Q0 -274 86 -306', '#FFC83D', 5) +
    circle(0, -336, 14, '#FFFFFF') +
    path(`${circleSub(-5, -338, 3)}${circleSub(5, -338, 3)}`, INK)
  );
}

/**
 * A princess or a prince; a queen or a king (`monarch`) wears a taller crown and an ermine cape, and a
 * king a beard, so neither is drawn as the young prince.
 */
export function royalty(rng: Random, princess: boolean, monarch = false): string {
  const skin = rng.pick(PERSON_SKINS);
  const hair = rng.pick(['#F2C84B', '#5A3321', '#2A2224', '#D9572B']);
  const crown = monarch
    ? shape('M-46 -322L-52 -384L-26 -354L0 -396L26 -354L52 -384L46 -322Z', '#FFC83D', 3) + path(circleSub(0, -340, 7) + circleSub(-28, -334, 5) + circleSub(28, -334, 5), '#E53950')
    : shape('M-36 -326L-40 -366L-20 -346L0 -376L20 -346L40 -366L36 -326Z', '#FFC83D', 3) + circle(0, -338, 5, '#E53950');
  const ermine = monarch
    ? shape('M-54 -210L54 -210L120 -8Q0 10 -120 -8Z', '#8E2C48') + shape('M-60 -214Q0 -190 60 -214L62 -190Q0 -166 -62 -190Z', '#FFFFFF', 3) + path(circleSub(-30, -196, 4) + circleSub(0, -186, 4) + circleSub(30, -196, 4), '#2E2A3A')
    : '';
  if (princess) {
    const gown = '#F48FB1';
    const head = personHead(0, -258, skin, hair, true);
    return (
      head.back +
      ermine +
      shape('M-30 -200L30 -200L40 -150L112 -14Q60 6 0 -4Q-60 6 -112 -14L-40 -150Z', gown) +
      path('M-108 -20Q-54 -6 0 -14Q54 -6 108 -20L112 -14Q60 6 0 -4Q-60 6 -112 -14Z', lighten(gown, 0.6)) +
      shape('M-38 -156Q0 -140 38 -156L40 -140Q0 -124 -40 -140Z', '#FFC83D', 3) +
      limb('M-30 -190Q-70 -160 -80 -120', skin, 16) +
      limb('M30 -190Q70 -160 76 -118', skin, 16) +
      head.front +
      crown
    );
  }
  const tunic = '#3F6FD8';
  // A storybook king's white beard, under the smile.
  const beard = monarch ? shape('M-48 -244Q-44 -180 0 -170Q44 -180 48 -244Q26 -214 0 -216Q-26 -214 -48 -244Z', '#ECE8E0') : '';
  return (
    (monarch ? ermine : shape('M-60 -200L60 -200L96 -30Q0 -10 -96 -30Z', '#C8283C')) +
    shape('M-36 -110L-8 -110L-10 -24L-38 -24ZM8 -110L36 -110L38 -24L10 -24Z', '#FFFFFF') +
    shape('M-44 -28L-6 -28L-4 0L-48 0ZM6 -28L44 -28L48 0L4 0Z', '#6B4A3A') +
    shape('M-50 -204L50 -204L58 -100L-58 -100Z', tunic) +
    rect(-58, -130, 116, 14, '#FFC83D', paint('#FFC83D', 3)) +
    limb('M-48 -194Q-80 -160 -86 -124', tunic, 20) +
    limb('M48 -194Q80 -160 84 -124', tunic, 20) +
    personHead(0, -262, skin, hair, false).front +
    beard +
    crown
  );
}
