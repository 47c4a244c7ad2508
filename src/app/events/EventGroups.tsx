import type { MatchEvent, Possession } from '../../domain/model';
import type { MatchPlayerRow } from '../../data/db';
import { useT } from '../i18n';
import { EventPanel } from './EventPanel';
import { groupByPossession } from './groupByPossession';

type Props = {
  matchId: number;
  events: readonly MatchEvent[];
  possessions: readonly Possession[];
  /** The team's players, to name a carded player. */
  roster?: readonly MatchPlayerRow[];
  openUuids: ReadonlySet<string>;
  ticked: ReadonlySet<string>;
  onToggleOpen: (uuid: string) => void;
  onToggleTick: (uuid: string) => void;
  onDelete: (uuid: string) => void;
};

/** The events grouped by possession, each group headed by its number and OFFENSE or DEFENSE. */
export function EventGroups({
  matchId,
  events,
  possessions,
  roster,
  openUuids,
  ticked,
  onToggleOpen,
  onToggleTick,
  onDelete,
}: Props) {
  const t = useT('events');
  const groups = groupByPossession(events, possessions);
  if (groups.length === 0) return <p className="text-slate-700">{t('groups.none')}</p>;
  return (
    <div className="flex flex-col gap-4">
      {groups.map((group) => {
        const possession = group.possession;
        const heading = possession
          ? t(possession.offense ? 'groups.offense' : 'groups.defense', { number: group.number })
          : t('groups.withoutPossession');
        const possessionRouteId = possession ? String(possession.id ?? possession.uuid) : null;
        return (
          <section key={possession?.uuid ?? 'none'} aria-label={heading} data-testid="possession-group">
            <h3 className={`mb-1 font-bold ${possession?.offense ? 'text-primary' : 'text-danger'}`}>{heading}</h3>
            <ol className="flex flex-col gap-1">
              {group.events.map((event) => (
                <EventPanel
                  key={event.uuid}
                  matchId={matchId}
                  event={event}
                  roster={roster}
                  possessionRouteId={possessionRouteId}
                  isOpen={openUuids.has(event.uuid)}
                  isTicked={ticked.has(event.uuid)}
                  onToggleOpen={() => onToggleOpen(event.uuid)}
                  onToggleTick={() => onToggleTick(event.uuid)}
                  onDelete={() => onDelete(event.uuid)}
                />
              ))}
            </ol>
          </section>
        );
      })}
    </div>
  );
}
