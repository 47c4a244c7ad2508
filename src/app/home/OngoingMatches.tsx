import { useState } from 'react';
import { Link } from 'wouter';
import type { OngoingMatch } from '../../data/matchData';
import { useSession } from '../auth/useSession';
import { useT } from '../i18n';
import { ShareLiveButton } from '../live/ShareLiveButton';
import { buttonClasses } from '../ui/buttonClasses';
import { Button } from '../ui/Button';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { Table, type TableColumn } from '../ui/Table';
import { formatQuarterTime } from './formatQuarterTime';
import { useOngoingMatches } from './useOngoingMatches';
import { endOngoingMatch } from './endOngoingMatch';

/**
 * Home's table of ongoing matches (docs/product.md §2): name, quarter/time and Continue, Events, End; a data manager
 * also gets 'Share live' (issue 14).
 */
export function OngoingMatches() {
  const t = useT('home');
  const rows = useOngoingMatches();
  const { canManage } = useSession();
  const [ending, setEnding] = useState<OngoingMatch['match'] | null>(null);
  const columns: TableColumn<OngoingMatch>[] = [
    { header: t('ongoing.name'), cell: (row) => row.match.name },
    { header: t('ongoing.quarterTime'), cell: (row) => formatQuarterTime(row.quarter, row.time) },
    {
      header: t('ongoing.actions'),
      className: 'w-0 whitespace-nowrap',
      cell: (row) => (
        <div className="flex flex-wrap items-center gap-2 md:flex-nowrap">
          <Link href={`/${row.match.id}/substitutions`} className={buttonClasses('primary')}>
            {t('ongoing.continue')}
          </Link>
          <Link href={`/${row.match.id}/events`} className={buttonClasses('secondary')}>
            {t('ongoing.events')}
          </Link>
          <Button variant="danger" onClick={() => setEnding(row.match)}>
            {t('ongoing.end')}
          </Button>
          {canManage ? <ShareLiveButton match={row.match} /> : null}
        </div>
      ),
    },
  ];
  return (
    <section aria-labelledby="ongoing-matches-heading" className="mt-10 flex flex-col gap-3">
      <h2 id="ongoing-matches-heading" className="text-2xl font-bold text-pool-900">
        {t('ongoing.heading')}
      </h2>
      <div data-testid="ongoing-matches">
        <Table
          caption={t('ongoing.heading')}
          columns={columns}
          rows={rows ?? []}
          rowKey={(row) => row.match.id}
          emptyText={rows ? t('ongoing.none') : t('ongoing.loading')}
        />
      </div>
      <ConfirmDialog
        open={ending !== null}
        title={ending ? t('ongoing.confirmEnd', { name: ending.name }) : ''}
        confirmLabel={t('ongoing.end')}
        cancelLabel={t('ongoing.cancel')}
        onCancel={() => setEnding(null)}
        onConfirm={() => {
          if (ending) void endOngoingMatch(ending.id);
          setEnding(null);
        }}
      />
    </section>
  );
}
