/**
 * Tap-to-visible timing measured inside the page, on the page's own clock: the clock starts at the tap (or at
 * the document's time origin for a navigation), a MutationObserver sees the change land in the DOM, the frame
 * after it draws it (a message posted from that frame's animation callback arrives once it is painted), and
 * the next frame starts. No driver round trip is part of a figure.
 */
import type { Locator, Page } from '@playwright/test';

/**
 * Milliseconds from the start to the change in the DOM; to the end of the frame that drew it (what the user
 * sees); and to the start of the frame after that one (two animation frames: surely painted, but always one
 * frame more, 17–33 ms even for a change that costs nothing).
 */
export type ProbeTiming = { shownMs: number; drawnMs: number; paintedMs: number };

/** Runs in the page: true once the screen shows what the tap asked for. Must not close over anything. */
export type ShownCheck<A> = (arg: A) => boolean;

type ProbeStart = 'click' | 'change' | 'navigation';
type ProbeWindow = Window & { benchProbe?: Promise<ProbeTiming> };

const GIVE_UP_MS = 15_000;

/**
 * In the page: remembers a promise of the timing. A click starts the clock when it is dispatched (captured
 * before the app's handlers); the button acts on click, i.e. when the finger lifts, so that is when a scorer
 * starts waiting. A select's clock starts at its change event; a navigation's at the time origin (0).
 */
function installProbe(isShown: (arg: unknown) => boolean, arg: unknown, start: ProbeStart, giveUpMs: number): void {
  (window as ProbeWindow).benchProbe = new Promise<ProbeTiming>((resolve, reject) => {
    let startedAt = start === 'navigation' ? 0 : Number.NaN;
    const observer = new MutationObserver(() => check());
    const timer = window.setTimeout(() => {
      observer.disconnect();
      reject(new Error(`not shown within ${giveUpMs} ms of the ${start}`));
    }, giveUpMs);
    function finish(): void {
      const shownAt = performance.now();
      observer.disconnect();
      window.clearTimeout(timer);
      let drawnAt = Number.NaN;
      requestAnimationFrame(() => {
        // A message posted during a frame's animation callbacks is delivered after that frame is painted.
        const channel = new MessageChannel();
        channel.port1.onmessage = () => (drawnAt = performance.now());
        channel.port2.postMessage(null);
        requestAnimationFrame(() => {
          const paintedAt = performance.now();
          resolve({
            shownMs: shownAt - startedAt,
            drawnMs: (Number.isNaN(drawnAt) ? paintedAt : drawnAt) - startedAt,
            paintedMs: paintedAt - startedAt,
          });
        });
      });
    }
    function check(): void {
      if (!Number.isNaN(startedAt) && isShown(arg)) finish();
    }
    observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    if (start === 'click' || start === 'change') {
      document.addEventListener(start, () => (startedAt = performance.now()), { capture: true, once: true });
    } else {
      check();
    }
  });
}

/**
 * Arms the probe with `isShown` and `arg`. The check is sent as source text, as the driver does with any
 * function it runs in the page, so it must only use its argument and the page's globals.
 */
async function armProbe<A>(page: Page, isShown: ShownCheck<A>, arg: A, start: ProbeStart): Promise<void> {
  await page.evaluate(
    `(${installProbe.toString()})(${isShown.toString()}, ${JSON.stringify(arg)}, ${JSON.stringify(start)}, ${GIVE_UP_MS})`,
  );
}

async function readProbe(page: Page): Promise<ProbeTiming> {
  return page.evaluate(() => (window as ProbeWindow).benchProbe!);
}

/** Clicks `target` (a real click: pointer down and up at its centre) and times it until `isShown(arg)`. */
export async function timeTap<A>(target: Locator, isShown: ShownCheck<A>, arg: A): Promise<ProbeTiming> {
  const page = target.page();
  await target.scrollIntoViewIfNeeded();
  await armProbe(page, isShown, arg, 'click');
  await target.click();
  return readProbe(page);
}

/** Chooses the option labelled `label` of a <select> and times it from the change until `isShown(arg)`. */
export async function timeSelect<A>(
  select: Locator,
  label: string,
  isShown: ShownCheck<A>,
  arg: A,
): Promise<ProbeTiming> {
  const page = select.page();
  await armProbe(page, isShown, arg, 'change');
  await select.selectOption({ label });
  return readProbe(page);
}

/** Loads `path` and times it from the navigation's start until `isShown(arg)`. */
export async function timeNavigation<A>(
  page: Page,
  path: string,
  isShown: ShownCheck<A>,
  arg: A,
): Promise<ProbeTiming> {
  // 'commit': the new document exists and the app's scripts have not run yet, so the observer sees it all.
  await page.goto(path, { waitUntil: 'commit' });
  await armProbe(page, isShown, arg, 'navigation');
  return readProbe(page);
}
