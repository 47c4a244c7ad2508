import { Link } from 'wouter';
import { listEntities, type Entity } from '../../../data/manage';
import { buttonClasses } from '../../ui/buttonClasses';
import { Table } from '../../ui/Table';
import { text } from '../entities/cells';
import { DetailSection } from '../entity/DetailSection';
import { useAsync } from '../entity/useAsync';

const SHOWN = 100;

/** A team's squad on its detail page, with the CSV import and the full, filterable list a click away. */
export function TeamPlayersPanel({ entity }: { entity: Entity }) {
  const params = new URLSearchParams({ 'teamId.equals': String(entity.id), sort: 'lastName,asc', size: String(SHOWN) });
  const players = useAsync(`team-players-${entity.id}`, () => listEntities('/players', params));
  const total = players.data?.total ?? 0;
  return (
    <DetailSection
      title={`Players (${players.data ? total : '…'})`}
      actions={
        <>
          <Link href={`/manage/team/${entity.id}/import`} className={buttonClasses('primary')}>
            Import players from CSV
          </Link>
          <Link href={`/manage/player?teamId.equals=${entity.id}`} className={buttonClasses('secondary')}>
            All players of the team
          </Link>
        </>
      }
    >
      <Table
        caption={`Players of ${String(entity.name)}`}
        rows={players.data?.items ?? []}
        rowKey={(row) => row.id ?? 0}
        emptyText={players.isLoading ? 'Loading…' : 'No players yet: import them from a CSV or add them one by one.'}
        columns={[
          {
            header: 'Last name',
            cell: (row) => (
              <Link href={`/manage/player/${row.id}`} className="text-primary underline">
                {text('lastName')(row)}
              </Link>
            ),
          },
          { header: 'First name', cell: text('firstName') },
          { header: 'Born', cell: text('birthYear') },
        ]}
      />
      {total > SHOWN ? <p className="mt-2 text-slate-700">The first {SHOWN} are shown.</p> : null}
    </DetailSection>
  );
}
