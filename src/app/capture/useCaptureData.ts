import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { MatchPlayerRow, MatchRow, MatchVideoRow } from '../../data/db';
import { captureDataStoreOf } from '../../data/captureState';
import type { MatchLog } from '../../data/matchData';
import type { TeamSide } from '../../domain/model';

export type CaptureData = {
  match: MatchRow;
  /** Seconds per quarter of the match's league; undefined when unknown (480, docs/design.md §6). */
  quarterLength: number | undefined;
  /** Metres of the match league's pool, 30 when it chose none (LeagueRules.poolLength): the pool pictures follow it. */
  poolLength: number;
  /** Seconds an exclusion lasts in the match league (LeagueRules.exclusionTime): the exclusion timers count it down. */
  exclusionTime: number;
  roster: Record<TeamSide, MatchPlayerRow[]>;
  log: MatchLog;
  videos: MatchVideoRow[];
};

/**
 * The cached match, its league's pool length, rosters, the selected team's log and the videos, kept live; undefined
 * while loading. Held in memory by the match's capture data store: a capture shows here before its transaction commits.
 */
export function useCaptureData(matchId: number, side: TeamSide): CaptureData | null | undefined {
  const store = captureDataStoreOf(matchId);
  const subscribe = useCallback((listener: () => void) => store.watch(listener), [store]);
  const data = useSyncExternalStore(subscribe, store.view);
  return useMemo(
    () =>
      data && {
        match: data.match,
        quarterLength: data.quarterLength,
        poolLength: data.rules.poolLength,
        exclusionTime: data.rules.exclusionTime,
        roster: data.roster,
        log: data.logs[side],
        videos: data.videos,
      },
    [data, side],
  );
}
