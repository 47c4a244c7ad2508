import { DEFAULT_QUARTER_LENGTH, type Possession } from '../../domain/model';
import { possessionTimeRange } from './possessionTimeRange';

/**
 * How a possession reads in every list (spec §2): mode, quarter, time range and 'MAN UP'. The capture screen
 * passes its league's quarter length; lists without one read the default.
 */
export function PossessionSummary({
  possession,
  quarterLength = DEFAULT_QUARTER_LENGTH,
}: {
  possession: Possession;
  quarterLength?: number;
}) {
  return (
    <>
      <span className={`font-bold ${possession.offense ? 'text-primary' : 'text-danger'}`}>
        {possession.offense ? 'OFFENSE' : 'DEFENSE'}
      </span>
      <span>Q{possession.quarter}</span>
      <span className="tabular-nums">{possessionTimeRange(possession, quarterLength)}</span>
      {possession.extraPlayer ? <span className="font-semibold">MAN UP</span> : null}
    </>
  );
}
