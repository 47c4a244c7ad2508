import type { Tip } from '../../domain/capture';
import type { LeagueRules, TeamSide } from '../../domain/model';
import type { MatchPlayerRow, MatchRow, MatchVideoRow } from '../db/rows';
import type { MatchLog } from '../matchData/readMatchLog';

/**
 * Everything the capture screen and the capture engine read about one match, both teams' sides of it:
 * kept in memory while the screen is open, so a tap needs no database round trip (docs/design.md §3).
 */
export type MatchCaptureData = {
  match: MatchRow;
  /** Seconds per quarter of the match's league; undefined when unknown (480, docs/design.md §6). */
  quarterLength: number | undefined;
  /** Every rule of the match's league, the World Aquatics default where it chose none (docs/design.md §6). */
  rules: LeagueRules;
  roster: Record<TeamSide, MatchPlayerRow[]>;
  logs: Record<TeamSide, MatchLog>;
  videos: MatchVideoRow[];
  tips: Tip[];
  /** uuid → id of its first outbox row, which orders the rows not yet synced (sortByRecording). */
  outboxOrder: ReadonlyMap<string, number>;
};
