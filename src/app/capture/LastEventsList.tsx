import { countDownTime } from '../../domain/capture';
import type { MatchEvent } from '../../domain/model';
import { eventTypeLabel } from './eventTypeLabel';
import { outcomeLabel } from './outcomeLabel';
import { SideList } from './SideList';

type Props = {
  events: readonly MatchEvent[];
  openUuid: string | null | undefined;
  onOpen: (event: MatchEvent) => void;
};

/** The selected team's events, newest first, 500 px high with scroll; a tap loads one into the editor. */
export function LastEventsList({ events, openUuid, onOpen }: Props) {
  const newestFirst = [...events].reverse();
  return (
    <SideList title="Last events" emptyText="No events yet." isEmpty={newestFirst.length === 0} testId="last-events">
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
    </SideList>
  );
}
