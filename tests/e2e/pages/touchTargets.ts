import type { Page } from '@playwright/test';

export const MIN_TOUCH_TARGET_PX = 44;

/**
 * The visible buttons, inputs and links of the page (not inside embedded frames) shorter than 44 px,
 * described for a readable failure. A checkbox or radio counts with its label row, which is what a
 * finger hits; visually hidden elements (the skip link) count only once shown.
 */
export async function smallTouchTargets(page: Page, minPx = MIN_TOUCH_TARGET_PX): Promise<string[]> {
  return page.evaluate((min) => {
    const controls = document.querySelectorAll('a[href], button, input:not([type="hidden"]), select, textarea');
    return [...controls].flatMap((control) => {
      const isToggle = control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');
      const target = (isToggle && control.closest('label')) || control;
      const box = target.getBoundingClientRect();
      const isShown = box.width > 1 && box.height > 1 && getComputedStyle(target).visibility !== 'hidden';
      if (!isShown || box.height >= min - 0.5) return [];
      const name =
        control.getAttribute('aria-label') || control.textContent?.trim() || control.getAttribute('name') || control.id;
      return [`<${control.tagName.toLowerCase()}> "${name}" is ${Math.round(box.height)} px tall`];
    });
  }, minPx);
}
