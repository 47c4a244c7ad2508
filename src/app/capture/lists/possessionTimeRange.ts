import { countDownTime } from '../../../domain/capture';
import type { Possession } from '../../../domain/model';

/** '7:48 – 7:20' on the count-down clock of the league's quarters; an open possession ends in '…'. */
export function possessionTimeRange(
  possession: Pick<Possession, 'timeFrom' | 'timeTo' | 'quarter'>,
  quarterLength: number,
): string {
  const from = countDownTime(possession.timeFrom, possession.quarter, quarterLength);
  const to = possession.timeTo == null ? '…' : countDownTime(possession.timeTo, possession.quarter, quarterLength);
  return `${from} – ${to}`;
}
