import { countDownTime } from '../../domain/capture';
import type { MatchEvent } from '../../domain/model';
import { eventTypeLabel } from './eventTypeLabel';
import { outcomeLabel } from './outcomeLabel';

type Props = {
  events: readonly MatchEvent[];
  openUuid: string | null | undefined;
  onOpen: (event: MatchEvent) => void;
};

/** The selected team's events, newest first, 500 px high with scroll; a tap loads one into the editor. */
export function LastEventsList({ events, openUuid, onOpen }: Props) {
  const newestFirst = [...events].reverse();
  return (
    <section aria-labelledby="last-events-heading" className="rounded-lg border border-pool-200 bg-white p-3">
      <h2 id="last-events-heading" className="mb-2 text-base font-bold text-pool-900">
        Last events
      </h2>
      <ol className="flex max-h-[500px] flex-col gap-1 overflow-y-auto" data-testid="last-events">
        {newestFirst.length === 0 ? <li className="text-sm text-slate-700">No events yet.</li> : null}
        {newestFirst.map((event) => (
          <li key={event.uuid}>
            <button
              type="button"
              onClick={() => onOpen(event)}
              aria-current={event.uuid === openUuid ? 'true' : undefined}
              className={`flex min-h-touch w-full items-center gap-2 rounded-md border px-2 text-left text-sm ${event.offense ? 'border-primary/40' : 'border-danger/40'} aria-[current]:bg-pool-100`}
            >
              <span className="tabular-nums text-slate-700">
                Q{event.quarter} {countDownTime(event.time, event.quarter)}
              </span>
              <span className="font-semibold">{eventTypeLabel(event.type)}</span>
              {event.playerNumber != null ? <span>#{event.playerNumber}</span> : null}
              {event.shootOutcome ? <span>{outcomeLabel(event.shootOutcome)}</span> : null}
              {event.needsReview ? <span className="ml-auto text-xs font-bold text-danger">!</span> : null}
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
