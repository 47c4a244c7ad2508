import { listEntities, type Entity } from '../../../data/manage';
import { useT } from '../../i18n';
import { FormError } from '../../ui/FormError';
import { DetailSection } from '../entity/DetailSection';
import { useAsync } from '../entity/useAsync';
import { RosterTeam } from './RosterTeam';

/** The match's rosters side by side: caps and goalkeepers edited in place, players added in one step. */
export function MatchRosterPanel({ entity: match }: { entity: Entity }) {
  const t = useT('manage');
  const params = new URLSearchParams({ 'matchId.equals': String(match.id), sort: 'cap,asc', size: '200' });
  const roster = useAsync(`roster-${match.id}`, () => listEntities('/match-players', params));
  const rows = roster.data?.items ?? [];
  const onMatch = new Set(rows.map((row) => (row.player as { id: number }).id));
  return (
    <DetailSection title={t('roster.title')}>
      <FormError message={roster.error?.message ?? null} />
      <div className="grid gap-6 lg:grid-cols-2">
        {(['team1', 'team2'] as const).map((side) => {
          const team = match[side] as { id: number; name: string } | null;
          if (!team) return null;
          return (
            <RosterTeam
              key={side}
              matchId={match.id!}
              team={team}
              rows={rows.filter((row) => (row.team as { id: number }).id === team.id)}
              playersOnMatch={onMatch}
              reload={roster.reload}
            />
          );
        })}
      </div>
    </DetailSection>
  );
}
