import type { Locator } from '@playwright/test';

/** Where a tap would land and whether the page moved: what a scorer with one hand on a tablet relies on. */
export type ScreenCheck = {
  /** The page's own scroll and height: a page that scrolls hides part of the screen. */
  scrollY: number;
  scrollHeight: number;
  innerHeight: number;
  /** The whole element lies inside the viewport. */
  isInView: boolean;
  /** What the browser finds at the tap point is the element or inside it: nothing covers it. */
  isOnTop: boolean;
  /** The tap point in page coordinates, and what covers it when something does. */
  point: { x: number; y: number };
  coveredBy: string | null;
};

/**
 * Checks `target` where a tap would land: `position` in its padding box (as Playwright's click takes it) or its centre.
 * Reads the page without touching it, so a bench can count what a test asserts.
 */
export function screenCheckOf(target: Locator, position?: { x: number; y: number }): Promise<ScreenCheck> {
  return target.evaluate((element, at) => {
    const box = element.getBoundingClientRect();
    const x = at ? box.left + element.clientLeft + at.x : box.left + box.width / 2;
    const y = at ? box.top + element.clientTop + at.y : box.top + box.height / 2;
    const found = document.elementFromPoint(x, y);
    const isOnTop = found !== null && (found === element || element.contains(found));
    const describe = (node: Element) =>
      `${node.tagName.toLowerCase()}${node.getAttribute('aria-label') ? ` "${node.getAttribute('aria-label')}"` : ''} ${(node.textContent ?? '').trim().slice(0, 40)}`;
    return {
      scrollY: window.scrollY,
      scrollHeight: document.scrollingElement?.scrollHeight ?? 0,
      innerHeight: window.innerHeight,
      isInView: box.top >= 0 && box.left >= 0 && box.bottom <= window.innerHeight && box.right <= window.innerWidth,
      isOnTop,
      point: { x: Math.round(x), y: Math.round(y) },
      coveredBy: isOnTop || !found ? null : describe(found),
    };
  }, position ?? null);
}
