/** Tiny SVG string helpers: numbers rounded to 0.1 px keep the markup short and stable. */

export const n = (value: number): string => String(Math.round(value * 10) / 10);

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[char] ?? char);
}

/** Extra attributes, written as given (e.g. `stroke="#000" opacity="0.5"`). */
type Extra = string;

const tail = (extra: Extra | undefined) => (extra ? ` ${extra}` : '');

export const circle = (cx: number, cy: number, r: number, fill: string, extra?: Extra) =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${tail(extra)}/>`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra?: Extra) =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${tail(extra)}/>`;

export const rect = (x: number, y: number, width: number, height: number, fill: string, extra?: Extra) =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}" fill="${fill}"${tail(extra)}/>`;

export const path = (d: string, fill: string, extra?: Extra) => `<path d="${d}" fill="${fill}"${tail(extra)}/>`;

/** A stroked line path (no fill), round ends unless `extra` sets stroke-linecap. */
export const line = (d: string, stroke: string, width: number, extra?: Extra) =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${n(width)}"${extra?.includes('stroke-linecap') ? '' : ' stroke-linecap="round"'} stroke-linejoin="round"${tail(extra)}/>`;

export const group = (content: string, transform?: string, extra?: Extra) =>
  `<g${transform ? ` transform="${transform}"` : ''}${tail(extra)}>${content}</g>`;

/** `stroke="…" stroke-width="…"` for an outlined flat shape. */
export const outline = (color: string, width = 4) => `stroke="${color}" stroke-width="${n(width)}" stroke-linejoin="round"`;

/** A path through points, as "M x y L x y …". */
export function polyline(points: readonly (readonly [number, number])[], close = false): string {
  const parts = points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${n(x)} ${n(y)}`);
  return parts.join(' ') + (close ? ' Z' : '');
}

/** A five-pointed star's path centred on (cx, cy). */
export function starPath(cx: number, cy: number, outer: number, inner: number, rotation = -90): string {
  const points: [number, number][] = [];
  for (let i = 0; i < 10; i += 1) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = ((rotation + i * 36) * Math.PI) / 180;
    points.push([cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)]);
  }
  return polyline(points, true);
}

/** A four-pointed sparkle. */
export function sparklePath(cx: number, cy: number, size: number): string {
  const s = size;
  const k = size * 0.22;
  return `M${n(cx)} ${n(cy - s)} Q${n(cx + k)} ${n(cy - k)} ${n(cx + s)} ${n(cy)} Q${n(cx + k)} ${n(cy + k)} ${n(cx)} ${n(cy + s)} Q${n(cx - k)} ${n(cy + k)} ${n(cx - s)} ${n(cy)} Q${n(cx - k)} ${n(cy - k)} ${n(cx)} ${n(cy - s)} Z`;
}
