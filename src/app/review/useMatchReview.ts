import { useMemo } from 'react';
import type { MatchRow } from '../../data/db';
import { pairedRows, type Difference, type PairedRow, type ReviewLog } from '../../domain/review';
import { matchDifferences } from '../../domain/review/matchDifferences';
import type { TeamSide } from '../../domain/model';
import { useCaptureData } from '../capture/useCaptureData';

export type MatchReview = {
  match: MatchRow;
  quarterLength: number | undefined;
  logs: Record<TeamSide, ReviewLog>;
  differences: Difference[];
  rows: PairedRow[];
  /** Only one team's log holds events (one scorer, or none yet): nothing to reconcile. */
  isOneLog: boolean;
};

/**
 * The review of a match computed on this device from both teams' cached logs (matchDifferences, as the server's review
 * answers), so it works offline and follows every resolution at once; null when the match is not cached, undefined
 * while loading.
 */
export function useMatchReview(matchId: number): MatchReview | null | undefined {
  const team1 = useCaptureData(matchId, 'team1');
  const team2 = useCaptureData(matchId, 'team2');
  return useMemo(() => {
    if (!team1 || !team2) return team1 === null || team2 === null ? null : undefined;
    const logs = { team1: team1.log, team2: team2.log };
    const events = { team1: logs.team1.events, team2: logs.team2.events };
    return {
      match: team1.match,
      quarterLength: team1.quarterLength,
      logs,
      differences: matchDifferences([...events.team1, ...events.team2], team1.match.team1.id),
      rows: pairedRows(events),
      isOneLog: events.team1.length === 0 || events.team2.length === 0,
    };
  }, [team1, team2]);
}
