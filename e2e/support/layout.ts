import type { Locator, Page } from '@playwright/test';

/**
 * Geometry checks of what a parent sees (issue 18), by bounding boxes rather than pixel snapshots:
 * decorations against texts, toasts against headings and controls. Every function reads the page as it
 * is at the call; the e2e project compiles without the DOM library, so the page's objects are typed here.
 */

export interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

interface BrowserRect extends Rect {
  width: number;
  height: number;
}
interface BrowserElement {
  getBoundingClientRect(): BrowserRect;
  closest(selector: string): BrowserElement | null;
  textContent: string | null;
  tagName: string;
  getAttribute(name: string): string | null;
  parentElement: BrowserElement | null;
}
interface BrowserDocument {
  querySelectorAll(selector: string): Iterable<BrowserElement>;
  getElementById(id: string): BrowserElement | null;
  createTreeWalker(root: BrowserElement, show: number): { nextNode(): { nodeValue: string | null; parentElement: BrowserElement | null } | null };
  createRange(): { selectNodeContents(node: unknown): void; getClientRects(): Iterable<BrowserRect> };
  documentElement: { clientWidth: number; scrollHeight: number };
}
interface BrowserWindow {
  document: BrowserDocument;
  scrollY: number;
}

/** What a decoration must never cover, as a parent reads it: the headings, labels, controls and lines of text. */
export const TEXT_SELECTOR = 'h1, h2, h3, h4, h5, h6, label, legend, button, a, input, select, textarea, [role="button"], [role="radio"], [role="checkbox"]';

export interface ArtReport {
  /** Decorations drawn (a hidden layer's count not). */
  decorations: number;
  /** One line per decoration over a text: where it is and which text. */
  overTexts: string[];
  /** One line per decoration that leaves the page's width or height. */
  outside: string[];
}

/** The background art's decorations as drawn now (animations included), checked against every text of the page. */
export async function backgroundArtReport(page: Page): Promise<ArtReport> {
  return page.evaluate((textSelector) => {
    const { document, scrollY } = globalThis as unknown as BrowserWindow;
    const outsideThePage = '[data-background-art], [data-art-ignores]';
    const round = (rect: Rect) => `(${Math.round(rect.left)}, ${Math.round(rect.top + scrollY)})–(${Math.round(rect.right)}, ${Math.round(rect.bottom + scrollY)})`;
    const visible = (rect: BrowserRect) => rect.width >= 1 && rect.height >= 1;
    const texts: { rect: Rect; text: string }[] = [];
    for (const element of document.querySelectorAll(textSelector)) {
      if (element.closest(outsideThePage)) continue;
      const rect = element.getBoundingClientRect();
      if (visible(rect) && rect.width > 2 && rect.height > 2) texts.push({ rect, text: `${element.tagName.toLowerCase()} « ${(element.textContent ?? element.getAttribute('aria-label') ?? '').trim().slice(0, 40)} »` });
    }
    const root = document.getElementById('root');
    if (root) {
      const walker = document.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */);
      const range = document.createRange();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.nodeValue?.trim() || node.parentElement?.closest(outsideThePage)) continue;
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) {
          if (rect.width > 2 && rect.height > 2) texts.push({ rect, text: `« ${node.nodeValue.trim().slice(0, 40)} »` });
        }
      }
    }
    const pageWidth = document.documentElement.clientWidth;
    const pageHeight = document.documentElement.scrollHeight;
    const report = { decorations: 0, overTexts: [] as string[], outside: [] as string[] };
    for (const decoration of document.querySelectorAll('.magic-bg-decor [data-decoration]')) {
      const rect = decoration.getBoundingClientRect();
      if (!visible(rect)) continue;
      report.decorations += 1;
      const kind = decoration.parentElement?.getAttribute('class') ?? '';
      for (const { rect: text, text: name } of texts) {
        if (rect.left < text.right && text.left < rect.right && rect.top < text.bottom && text.top < rect.bottom) {
          report.overTexts.push(`${kind} ${round(rect)} over ${name} ${round(text)}`);
        }
      }
      if (rect.left < 0 || rect.right > pageWidth || rect.top + scrollY < 0 || rect.bottom + scrollY > pageHeight) {
        report.outside.push(`${kind} ${round(rect)} outside the page ${pageWidth}×${pageHeight}`);
      }
    }
    return report;
  }, TEXT_SELECTOR);
}

/** The boxes of a locator's elements, in the viewport's coordinates (invisible ones left out). */
export async function boxesOf(locator: Locator): Promise<Rect[]> {
  const boxes: Rect[] = [];
  for (const element of await locator.all()) {
    const box = await element.boundingBox();
    if (box && box.width > 0 && box.height > 0) boxes.push({ left: box.x, top: box.y, right: box.x + box.width, bottom: box.y + box.height });
  }
  return boxes;
}

export const intersects = (a: Rect, b: Rect): boolean => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
