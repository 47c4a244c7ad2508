import { expect, type Locator } from '@playwright/test';
import { screenCheckOf } from './screenCheck';

/**
 * A scorer's tap that must not need a scroll: before it the page sits at the top and fits the viewport, the
 * element is wholly in view and nothing covers the tap point; after it the page still has not moved.
 * Playwright's own click would scroll the element into view and so hide exactly what this checks.
 */
export async function tapOnScreen(target: Locator, position?: { x: number; y: number }): Promise<void> {
  await expect(target).toBeVisible();
  const name = String(target);
  const before = await screenCheckOf(target, position);
  expect(before.scrollY, `page scrolled before tapping ${name}`).toBe(0);
  expect(before.scrollHeight, `page taller than the viewport before tapping ${name}`).toBeLessThanOrEqual(
    before.innerHeight,
  );
  expect(before.isInView, `${name} is not wholly inside the viewport`).toBe(true);
  expect(before.coveredBy, `${name} is covered at ${before.point.x},${before.point.y}`).toBeNull();
  expect(before.isOnTop, `${name} is not on top at ${before.point.x},${before.point.y}`).toBe(true);
  await target.click(position ? { position } : {});
  const after = await target.page().evaluate(() => ({
    scrollY: window.scrollY,
    scrollHeight: document.scrollingElement?.scrollHeight ?? 0,
    innerHeight: window.innerHeight,
  }));
  expect(after.scrollY, `page scrolled after tapping ${name}`).toBe(0);
  expect(after.scrollHeight, `page taller than the viewport after tapping ${name}`).toBeLessThanOrEqual(
    after.innerHeight,
  );
}
