import { Link } from 'wouter';
import { clipHref } from './clipHref';
import type { MatchEvent } from '../../domain/model';
import type { MatchPlayerRow } from '../../data/db';
import { Button } from '../ui/Button';
import { buttonClasses } from '../ui/buttonClasses';
import { useT } from '../i18n';
import { eventFieldRows } from './eventFieldRows';
import { eventHeadline } from './eventHeadline';

type Props = {
  matchId: number;
  event: MatchEvent;
  /** The team's players, to name a carded player. */
  roster?: readonly MatchPlayerRow[];
  /** The possession's server id, else its uuid. */
  possessionRouteId: string | null;
  isOpen: boolean;
  isTicked: boolean;
  onToggleOpen: () => void;
  onToggleTick: () => void;
  onDelete: () => void;
};

/** One event of the list: checkbox, quarter, type and 'Needs review!', expanding to its present fields and actions. */
export function EventPanel({
  matchId,
  event,
  roster,
  possessionRouteId,
  isOpen,
  isTicked,
  onToggleOpen,
  onToggleTick,
  onDelete,
}: Props) {
  const t = useT('events');
  const bodyId = `event-${event.uuid}`;
  const label = eventHeadline(event, roster);
  return (
    <li
      className={`rounded-md border bg-white ${event.offense ? 'border-primary/50' : 'border-danger/50'}`}
      data-testid="event-panel"
    >
      <div className="flex items-center gap-2 px-2">
        <label className="flex min-h-touch min-w-touch items-center justify-center">
          <input
            type="checkbox"
            className="size-6 accent-primary"
            checked={isTicked}
            onChange={onToggleTick}
            aria-label={t('panel.tick', { label })}
          />
        </label>
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={bodyId}
          onClick={onToggleOpen}
          className="flex min-h-touch flex-1 items-center gap-3 text-left"
        >
          <span className="text-sm text-slate-700">{t('panel.quarter', { quarter: event.quarter })}</span>
          <span className="font-semibold">{label}</span>
          {event.needsReview ? (
            <span className="rounded bg-danger px-2 text-sm font-bold text-white">{t('panel.needsReview')}</span>
          ) : null}
          <span className="ml-auto" aria-hidden="true">
            {isOpen ? '▾' : '▸'}
          </span>
        </button>
      </div>
      {isOpen ? (
        <div id={bodyId} className="border-t border-slate-200 px-4 py-3">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            {eventFieldRows(event).map((row) => (
              <div key={row.label} className="contents">
                <dt className="font-semibold text-pool-900">{row.label}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button variant="danger" onClick={onDelete}>
              {t('panel.deleteEvent')}
            </Button>
            <Link href={`/${matchId}/events/${event.id ?? event.uuid}`} className={buttonClasses('secondary')}>
              {t('panel.viewEvent')}
            </Link>
            {possessionRouteId ? (
              <Link href={`/${matchId}/possessions/${possessionRouteId}`} className={buttonClasses('secondary')}>
                {t('panel.viewPossession')}
              </Link>
            ) : null}
            {event.videoTime != null ? (
              <Link href={clipHref(matchId, event)} className={buttonClasses('secondary')}>
                {t('panel.watchClip')}
              </Link>
            ) : null}
          </div>
        </div>
      ) : null}
    </li>
  );
}
