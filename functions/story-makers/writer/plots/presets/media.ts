/** The media a preset's lines fit (`needs.medium`), shared by the plots that tell a line only in or out of water. */
export const WATER = ['water'] as const;
export const DRY = ['land', 'air', 'space'] as const;
