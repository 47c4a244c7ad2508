import { useState } from 'react';
import { Link } from 'wouter';
import type { OngoingMatch } from '../../data/matchData';
import { useSession } from '../auth/useSession';
import { ShareLiveButton } from '../live/ShareLiveButton';
import { buttonClasses } from '../ui/buttonClasses';
import { Button } from '../ui/Button';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { Table, type TableColumn } from '../ui/Table';
import { formatQuarterTime } from './formatQuarterTime';
import { useOngoingMatches } from './useOngoingMatches';
import { endOngoingMatch } from './endOngoingMatch';

/**
 * Home's table of ongoing matches (spec §2): name, quarter/time and Continue, Events, End; a data manager
 * also gets 'Share live' (issue 14).
 */
export function OngoingMatches() {
  const rows = useOngoingMatches();
  const { canManage } = useSession();
  const [ending, setEnding] = useState<OngoingMatch['match'] | null>(null);
  const columns: TableColumn<OngoingMatch>[] = [
    { header: 'Name', cell: (row) => row.match.name },
    { header: 'Quarter/time', cell: (row) => formatQuarterTime(row.quarter, row.time) },
    {
      header: 'Actions',
      className: 'w-0 whitespace-nowrap',
      cell: (row) => (
        <div className="flex flex-wrap gap-2">
          <Link href={`/${row.match.id}/substitutions`} className={buttonClasses('primary')}>
            Continue
          </Link>
          <Link href={`/${row.match.id}/events`} className={buttonClasses('secondary')}>
            Events
          </Link>
          <Button variant="danger" onClick={() => setEnding(row.match)}>
            End
          </Button>
          {canManage ? <ShareLiveButton match={row.match} /> : null}
        </div>
      ),
    },
  ];
  return (
    <section aria-labelledby="ongoing-matches-heading" className="mt-10 flex flex-col gap-3">
      <h2 id="ongoing-matches-heading" className="text-2xl font-bold text-pool-900">
        Ongoing matches
      </h2>
      <div data-testid="ongoing-matches">
        <Table
          caption="Ongoing matches"
          columns={columns}
          rows={rows ?? []}
          rowKey={(row) => row.match.id}
          emptyText={rows ? 'No ongoing matches.' : 'Loading…'}
        />
      </div>
      <ConfirmDialog
        open={ending !== null}
        title={ending ? `Are you sure to end: ${ending.name}?` : ''}
        confirmLabel="End"
        cancelLabel="Cancel"
        onCancel={() => setEnding(null)}
        onConfirm={() => {
          if (ending) void endOngoingMatch(ending.id);
          setEnding(null);
        }}
      />
    </section>
  );
}
