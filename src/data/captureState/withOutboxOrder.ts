import { TEAM_SIDES } from '../../domain/model';
import { sortByRecording } from '../matchData/sortByRecording';
import type { MatchCaptureData } from './matchCaptureData';

/** The capture data with both logs in the order they were recorded, the unsynced rows by `outboxOrder`. */
export function withOutboxOrder(data: MatchCaptureData, outboxOrder: ReadonlyMap<string, number>): MatchCaptureData {
  const logs = { ...data.logs };
  for (const side of TEAM_SIDES) {
    logs[side] = {
      events: sortByRecording(logs[side].events, (event) => event.time, outboxOrder),
      possessions: sortByRecording(logs[side].possessions, (possession) => possession.timeFrom, outboxOrder),
    };
  }
  return { ...data, logs, outboxOrder };
}
