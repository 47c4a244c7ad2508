import { applyWrites } from '../../domain/capture/script/applyWrites';
import type { CaptureWrite } from '../../domain/capture/types';
import { TEAM_SIDES } from '../../domain/model';
import type { EventRow, PossessionRow } from '../db/rows';
import { sortByRecording } from '../matchData/sortByRecording';
import type { MatchCaptureData } from './matchCaptureData';

/**
 * The capture data as it will be once `writes` are stored: each put lands in its team's log, in the order
 * the logs are read from the database, so the screen can show a capture before its transaction commits.
 * Applying writes already stored changes nothing, so a write may be overlaid until a read confirms it.
 */
export function overlayCaptureWrites(data: MatchCaptureData, writes: readonly CaptureWrite[]): MatchCaptureData {
  if (writes.length === 0) return data;
  const logs = { ...data.logs };
  for (const side of TEAM_SIDES) {
    const teamId = data.match[side].id;
    const own = writes.filter(
      (write) =>
        (write.kind !== 'putEvent' || write.event.team.id === teamId) &&
        (write.kind !== 'putPossession' || write.possession.team.id === teamId),
    );
    if (!own.some(isRowWrite)) continue;
    const written = applyWrites(logs[side], own);
    logs[side] = {
      events: sortByRecording(written.events as EventRow[], (event) => event.time, data.outboxOrder),
      possessions: sortByRecording(
        written.possessions as PossessionRow[],
        (possession) => possession.timeFrom,
        data.outboxOrder,
      ),
    };
  }
  const isEnded = writes.some((write) => write.kind === 'endMatch');
  return { ...data, logs, match: isEnded ? { ...data.match, status: 'ENDED' } : data.match };
}

const isRowWrite = (write: CaptureWrite) => write.kind !== 'endMatch';
