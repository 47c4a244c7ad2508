import type { CaptureWrite } from '../../domain/capture/types';
import { TEAM_SIDES } from '../../domain/model';
import type { RecordedOrder } from '../db/rows';
import { nextRecordedSeq } from '../matchData/recordedSeq';
import type { MatchCaptureData } from './matchCaptureData';

type Stored = { uuid: string; id?: number | undefined } & RecordedOrder;

/**
 * The writes with each put row carrying the server id and recording sequence it will be stored with, so the
 * row shown before the commit sorts and reads exactly as the one the database then returns.
 */
export function withRecordedOrder(
  writes: readonly CaptureWrite[],
  data: MatchCaptureData,
  now = Date.now(),
): CaptureWrite[] {
  const known = new Map<string, Stored>();
  for (const side of TEAM_SIDES) {
    for (const row of [...data.logs[side].events, ...data.logs[side].possessions]) known.set(row.uuid, row);
  }
  const stamp = <T extends Stored>(row: T): T => {
    const kept = known.get(row.uuid);
    const id = kept?.id ?? row.id;
    const recordedSeq = kept?.recordedSeq ?? row.recordedSeq ?? nextRecordedSeq(now);
    return { ...row, recordedSeq, ...(id === undefined ? {} : { id }) };
  };
  return writes.map((write) => {
    if (write.kind === 'putEvent') return { ...write, event: stamp(write.event) };
    if (write.kind === 'putPossession') return { ...write, possession: stamp(write.possession) };
    return write;
  });
}
