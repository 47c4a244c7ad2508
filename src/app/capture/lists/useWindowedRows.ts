import { useCallback, useLayoutEffect, useState, type RefObject, type UIEvent } from 'react';

/** Rows drawn beyond the visible ones on each side, so a quick flick never shows a blank. */
const OVERSCAN = 6;
/** Before the list is measured: a generous screenful. */
const FIRST_PAINT_ROWS = 16;

export type RowWindow = { start: number; end: number; onScroll: (event: UIEvent) => void };

/**
 * Which of `count` fixed-height rows a scrolling list fills in: the visible ones and a few either side, so a
 * 400-event log costs about what a screenful costs.
 */
export function useWindowedRows(count: number, rowHeight: number, listRef: RefObject<HTMLElement | null>): RowWindow {
  const [view, setView] = useState({ top: 0, height: FIRST_PAINT_ROWS * rowHeight });
  const measure = useCallback((element: HTMLElement) => {
    setView((old) =>
      old.top === element.scrollTop && old.height === element.clientHeight
        ? old
        : { top: element.scrollTop, height: element.clientHeight || old.height },
    );
  }, []);
  useLayoutEffect(() => {
    const element = listRef.current;
    if (!element) return;
    measure(element);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => measure(element));
    observer?.observe(element);
    return () => observer?.disconnect();
  }, [listRef, measure]);
  const start = Math.max(0, Math.floor(view.top / rowHeight) - OVERSCAN);
  const end = Math.min(count, Math.ceil((view.top + view.height) / rowHeight) + OVERSCAN);
  return {
    start,
    end,
    onScroll: (event) => measure(event.currentTarget as HTMLElement),
  };
}
