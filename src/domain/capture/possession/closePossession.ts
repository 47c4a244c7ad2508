import type { Possession } from '../../model';
import { quarterLengthOf } from '../period/quarterTime';
import type { CaptureContext } from '../types';

/**
 * The possession ended at `time`: timeTo and videoTo are set only when still empty. A possession of an
 * earlier quarter ends at that quarter's end, never across the break.
 */
export function closePossession(
  possession: Possession,
  time: number,
  videoTime: number,
  context: Pick<CaptureContext, 'quarterLength'>,
): Possession {
  // Choice: a possession never runs past its own quarter's end, even when closed later.
  const quarterEnd = possession.quarter * quarterLengthOf(context);
  return {
    ...possession,
    timeTo: possession.timeTo ?? Math.max(possession.timeFrom, Math.min(time, quarterEnd)),
    videoTo: possession.videoTo ?? videoTime,
  };
}
