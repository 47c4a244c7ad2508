import { Link } from 'wouter';
import { listEntities, type Entity } from '../../../data/manage';
import { formatNumber, useT } from '../../i18n';
import { buttonClasses } from '../../ui/buttonClasses';
import { Table } from '../../ui/Table';
import { text } from '../entities/cells';
import { DetailSection } from '../entity/DetailSection';
import { useAsync } from '../entity/useAsync';

const SHOWN = 100;

/** A team's squad on its detail page, with the CSV import and the full, filterable list a click away. */
export function TeamPlayersPanel({ entity }: { entity: Entity }) {
  const t = useT('manage');
  const params = new URLSearchParams({ 'teamId.equals': String(entity.id), sort: 'lastName,asc', size: String(SHOWN) });
  const players = useAsync(`team-players-${entity.id}`, () => listEntities('/players', params));
  const total = players.data?.total ?? 0;
  return (
    <DetailSection
      title={t('teamPlayers.title', { count: players.data ? formatNumber(total) : '…' })}
      actions={
        <>
          <Link href={`/manage/team/${entity.id}/import`} className={buttonClasses('primary')}>
            {t('teamPlayers.import')}
          </Link>
          <Link href={`/manage/player?teamId.equals=${entity.id}`} className={buttonClasses('secondary')}>
            {t('teamPlayers.all')}
          </Link>
        </>
      }
    >
      <Table
        caption={t('teamPlayers.caption', { team: String(entity.name) })}
        rows={players.data?.items ?? []}
        rowKey={(row) => row.id ?? 0}
        emptyText={players.isLoading ? t('loading') : t('teamPlayers.empty')}
        columns={[
          {
            header: t('teamPlayers.lastName'),
            cell: (row) => (
              <Link href={`/manage/player/${row.id}`} className="text-primary underline">
                {text('lastName')(row)}
              </Link>
            ),
          },
          { header: t('teamPlayers.firstName'), cell: text('firstName') },
          { header: t('teamPlayers.born'), cell: text('birthYear') },
        ]}
      />
      {total > SHOWN ? <p className="mt-2 text-slate-700">{t('teamPlayers.firstShown', { count: SHOWN })}</p> : null}
    </DetailSection>
  );
}
