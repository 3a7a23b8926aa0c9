/**
 * The child's figure coordinates, shared by the body, the hair and the accessories: feet at (0, 0),
 * y growing downwards, so everything above the ground is negative.
 */

export const HEAD = { cx: 0, cy: -392, rx: 98, ry: 104 } as const;
/** The waving hand, on the companion's side: it holds the wand or the brush. */
export const RAISED_HAND = [134, -318] as const;
export const LOWERED_HAND = [-96, -160] as const;
