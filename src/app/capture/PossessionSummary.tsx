import type { Possession } from '../../domain/model';
import { possessionTimeRange } from './possessionTimeRange';

/** How a possession reads in every list (spec §2): mode, quarter, time range and 'MAN UP'. */
export function PossessionSummary({ possession }: { possession: Possession }) {
  return (
    <>
      <span className={`font-bold ${possession.offense ? 'text-primary' : 'text-danger'}`}>
        {possession.offense ? 'OFFENSE' : 'DEFENSE'}
      </span>
      <span>Q{possession.quarter}</span>
      <span className="tabular-nums">{possessionTimeRange(possession)}</span>
      {possession.extraPlayer ? <span className="font-semibold">MAN UP</span> : null}
    </>
  );
}
