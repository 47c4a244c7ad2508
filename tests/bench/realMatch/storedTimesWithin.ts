import type { ScriptLine } from '../../../src/domain/capture/script';
import type { EventType } from '../../../src/domain/model';

/** The event types a line stores, as team1's log names them; a pair exclusion stores two. */
const STORED: Partial<Record<ScriptLine['action']['verb'], EventType[]>> = {
  shoot: ['SHOOT', 'SHOOTAGAINST'],
  exclusion: ['EXCLUSIONFOR', 'EXCLUSIONAGAINST'],
  penalty: ['PENALTYFOUL', 'PENALTYFOULAGAINST'],
  turnover: ['BALLLOST', 'BALLGAINED'],
  swim: ['SWIMOFF', 'SWIMOFFAGAINST'],
  timeout: ['TIMEOUT', 'TIMEOUTAGAINST'],
  card: ['YELLOW_CARD', 'RED_CARD', 'YELLOW_CARD_AGAINST', 'RED_CARD_AGAINST'],
};

export type StoredEvent = { type: EventType; quarter: number; time: number };
/** `off`: lines whose stored time is more than the tolerance away; `missing`: lines with no stored event. */
export type StoredTimes = { within: number; total: number; off: string[]; missing: string[] };

/**
 * How many played lines stored their event within `tolerance` seconds of the printed time. Events are read in the
 * order they were stored; each line takes the next event of its kind, so a line whose event is missing is counted
 * as missing, not silently skipped. `time` of an event is seconds from the match start (docs/design.md §6).
 */
export function storedTimesWithin(
  lines: readonly Pick<ScriptLine, 'lineNumber' | 'quarter' | 'time' | 'action'>[],
  events: readonly StoredEvent[],
  quarterLength: number,
  tolerance = 2,
): StoredTimes {
  const result: StoredTimes = { within: 0, total: 0, off: [], missing: [] };
  let next = 0;
  for (const line of lines) {
    const types = STORED[line.action.verb];
    if (!types) continue;
    result.total += 1;
    const at = events.findIndex((event, index) => index >= next && types.includes(event.type));
    if (at === -1) {
      result.missing.push(`line ${line.lineNumber} ${line.action.verb}`);
      continue;
    }
    const event = events[at]!;
    next = at + (line.action.verb === 'exclusion' && line.action.exclusionType === 'PAIR' ? 2 : 1);
    const stored = event.time - (event.quarter - 1) * quarterLength;
    if (event.quarter === line.quarter && Math.abs(stored - line.time) <= tolerance) result.within += 1;
    else
      result.off.push(
        `line ${line.lineNumber} ${line.action.verb}: stored Q${event.quarter} ${stored} s, printed Q${line.quarter} ${line.time} s`,
      );
  }
  return result;
}
