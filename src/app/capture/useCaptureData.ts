import { useLiveQuery } from 'dexie-react-hooks';
import type { MatchPlayerRow, MatchRow, MatchVideoRow } from '../../data/db';
import { readMatch, readMatchLog, readMatchVideos, readRoster, type MatchLog } from '../../data/matchData';
import type { TeamSide } from '../../domain/model';

export type CaptureData = {
  match: MatchRow;
  roster: Record<TeamSide, MatchPlayerRow[]>;
  log: MatchLog;
  videos: MatchVideoRow[];
};

async function readCaptureData(matchId: number, side: TeamSide): Promise<CaptureData | null> {
  const match = await readMatch(matchId);
  if (!match) return null;
  const teamId = side === 'team1' ? match.team1.id : match.team2.id;
  const [team1, team2, log, videos] = await Promise.all([
    readRoster(matchId, match.team1.id),
    readRoster(matchId, match.team2.id),
    readMatchLog(matchId, teamId),
    readMatchVideos(matchId),
  ]);
  return { match, roster: { team1, team2 }, log, videos };
}

/** The cached match, rosters, the selected team's log and the videos, kept live. undefined while loading. */
export function useCaptureData(matchId: number, side: TeamSide): CaptureData | null | undefined {
  return useLiveQuery(() => readCaptureData(matchId, side), [matchId, side]);
}
