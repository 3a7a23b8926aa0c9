import type { Box } from './background-art-logic';

/**
 * What the background art must keep clear of, read from the page (issue 18): every line of text, and
 * the boxes of headings, labels, controls, pictures, icons and cards (a decoration behind a card would
 * be hidden anyway). Overlays that float above the page (the toasts) are left out: they come and go, and
 * the art is behind them.
 */

/** Elements whose whole box counts, not only their text. */
const BOX_SELECTOR = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'label',
  'legend',
  'button',
  'a',
  'input',
  'select',
  'textarea',
  'img',
  'svg',
  'video',
  'audio',
  '[role="button"]',
  '[role="radio"]',
  '[role="checkbox"]',
  '[role="switch"]',
  '[role="progressbar"]',
  '[role="tab"]',
  '[data-slot="card"]',
].join(',');

/** Parts of the page the art ignores: itself, and what carries `data-art-ignores` (the toasts, app-shell.tsx). */
const IGNORED = '[data-background-art], [data-art-ignores]';

/** True for a node inside a part of the page the art ignores. */
export function isIgnoredByArt(node: Node): boolean {
  const element = node instanceof Element ? node : node.parentElement;
  return Boolean(element?.closest(IGNORED));
}

/** Rectangles smaller than this (the 1 px boxes of text kept for screen readers only) are not in the way. */
const MIN_SIDE_PX = 2;

function toBox(rect: DOMRect, origin: DOMRect): Box | null {
  if (rect.width < MIN_SIDE_PX || rect.height < MIN_SIDE_PX) return null;
  return { left: rect.left - origin.left, top: rect.top - origin.top, right: rect.right - origin.left, bottom: rect.bottom - origin.top };
}

/** Every obstacle inside `root`, in the coordinates of the art layer whose box is `origin`. */
export function pageObstacles(root: HTMLElement, origin: DOMRect): Box[] {
  const boxes: Box[] = [];
  for (const element of root.querySelectorAll<Element>(BOX_SELECTOR)) {
    if (element.closest(IGNORED)) continue;
    const box = toBox(element.getBoundingClientRect(), origin);
    if (box) boxes.push(box);
  }
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) =>
      node.nodeValue?.trim() && !node.parentElement?.closest(IGNORED) ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_REJECT,
  });
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    range.selectNodeContents(node);
    // One rectangle per line the text takes.
    for (const rect of range.getClientRects()) {
      const box = toBox(rect, origin);
      if (box) boxes.push(box);
    }
  }
  range.detach();
  return boxes;
}
