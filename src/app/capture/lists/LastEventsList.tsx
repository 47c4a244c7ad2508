import { useId, useMemo, useRef } from 'react';
import { countDownTime } from '../../../domain/capture';
import { isCard, isTheirCard, type MatchEvent } from '../../../domain/model';
import type { MatchPlayerRow } from '../../../data/db';
import { eventHeadline } from '../../events/eventHeadline';
import { eventSentence, outcomeLabel } from '../captureWords';
import { useWindowedRows } from './useWindowedRows';
import { useT } from '../../i18n';

type Props = {
  events: readonly MatchEvent[];
  openUuid: string | null | undefined;
  onOpen: (event: MatchEvent) => void;
  quarterLength: number;
  /** The team's players, to name a carded player. */
  roster?: readonly MatchPlayerRow[];
};

/** A row's height in px: a 56 px button (two lines of text) and its gap. Windowing needs it fixed. */
const ROW_PX = 60;

/**
 * The selected team's events, newest first, at most 500 px high with scroll; a tap loads one into the editor.
 * Only the rows in view get their button and text (a long match holds hundreds); the others are empty items of
 * the same height, so the list keeps one item per event and its scroll length.
 */
export function LastEventsList({ events, openUuid, onOpen, quarterLength, roster }: Props) {
  const headingId = useId();
  const t = useT('capture');
  const listRef = useRef<HTMLOListElement>(null);
  const newestFirst = useMemo(() => [...events].reverse(), [events]);
  const rows = useWindowedRows(newestFirst.length, ROW_PX, listRef);
  return (
    <section
      aria-labelledby={headingId}
      className="flex h-full min-h-0 flex-col rounded-lg border border-pool-200 bg-white p-2"
    >
      <h2 id={headingId} className="mb-1 text-base font-bold text-pool-900">
        {t('tab.lastEvents')}
      </h2>
      <ol
        ref={listRef}
        onScroll={rows.onScroll}
        data-testid="last-events"
        data-count={newestFirst.length}
        // Scrolled by the keyboard too, also when the rows in view are the empty placeholders.
        tabIndex={0}
        aria-labelledby={headingId}
        className="max-h-[500px] min-h-0 flex-1 overflow-y-auto"
      >
        {newestFirst.length === 0 ? <li className="text-sm text-slate-700">{t('lastEvents.none')}</li> : null}
        {newestFirst.map((event, index) =>
          index < rows.start || index >= rows.end ? (
            <li key={event.uuid} style={{ height: ROW_PX }} aria-hidden="true" />
          ) : (
            <li key={event.uuid} style={{ height: ROW_PX }} className="pb-1">
              <button
                type="button"
                onClick={() => onOpen(event)}
                aria-current={event.uuid === openUuid ? 'true' : undefined}
                // Two lines when one is not enough: what happened, to whom and how is read whole, never cut off.
                className={`flex h-14 w-full flex-wrap content-center items-baseline gap-x-2 overflow-hidden rounded-md border px-2 text-left text-sm leading-tight ${event.offense ? 'border-primary/40' : 'border-danger/40'} aria-[current]:bg-pool-100`}
              >
                <span className="shrink-0 tabular-nums text-slate-700">
                  {t(event.timeEstimated ? 'quarterTimeEstimated' : 'quarterTime', {
                    quarter: event.quarter,
                    clock: countDownTime(event.time, event.quarter, quarterLength),
                  })}
                </span>
                <span className="font-semibold">
                  {isCard(event.type) || isTheirCard(event.type) ? eventHeadline(event, roster) : eventSentence(event)}
                </span>
                {event.shootResult ? (
                  <span>{t(`shotEnd.${event.shootResult}`)}</span>
                ) : event.shootOutcome ? (
                  <span>{outcomeLabel(event.shootOutcome)}</span>
                ) : null}
                {event.needsReview ? <span className="ml-auto text-xs font-bold text-danger">!</span> : null}
              </button>
            </li>
          ),
        )}
      </ol>
    </section>
  );
}
