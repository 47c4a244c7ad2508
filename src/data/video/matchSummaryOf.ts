import type { MatchRow } from '../db/rows';

/** What the video screen shows of a match: its names, status and the date it is sorted by. */
export type MatchSummary = Pick<MatchRow, 'id' | 'name' | 'team1' | 'team2' | 'status'> & { date: string | null };

export function matchSummaryOf({
  id,
  name,
  team1,
  team2,
  status,
  startsAt,
  startedAt,
  endedAt,
}: MatchRow): MatchSummary {
  return { id, name, team1, team2, status, date: startsAt ?? startedAt ?? endedAt ?? null };
}

/** Most recent first; undated matches last, newer ids first. */
export const byRecentMatch = (a: MatchSummary, b: MatchSummary) =>
  (b.date ?? '').localeCompare(a.date ?? '') || b.id - a.id;
