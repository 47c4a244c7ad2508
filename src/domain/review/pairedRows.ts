import type { MatchEvent, TeamSide } from '../model';
import { pairLogs } from './findDifferences';

/** One line of the two logs side by side: each team's record of one happening, null where its log has none. */
export type PairedRow = Record<TeamSide, MatchEvent | null>;

/**
 * The events both scorers record, paired as the review pairs them (linked, else by type and time), in match time
 * order: a pair on one line, an event one log alone has (or a second record of one) on a line of its own.
 */
export function pairedRows(logs: Record<TeamSide, readonly MatchEvent[]>): PairedRow[] {
  const { ours, paired, duplicates, unpaired } = pairLogs(logs.team1, logs.team2);
  const rows: PairedRow[] = [
    ...ours.map((event) => ({ team1: event, team2: paired.get(event.uuid) ?? null })),
    ...[...unpaired, ...duplicates].map((event) => ({ team1: null, team2: event })),
  ];
  const at = (row: PairedRow) => (row.team1 ?? row.team2)!;
  return rows.toSorted((a, b) => at(a).quarter - at(b).quarter || at(a).time - at(b).time);
}
