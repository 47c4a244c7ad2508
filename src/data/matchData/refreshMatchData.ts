import { api } from '../api/api';
import { db } from '../db/db';
import { refreshMatch } from './refreshMatch';
import { refreshMatchExternalIds } from './refreshMatchExternalIds';
import { refreshMatchLeague } from './refreshMatchLeague';
import { refreshMatchLog } from './refreshMatchLog';
import { refreshMatchPlayers } from './refreshMatchPlayers';
import { refreshMatchTips } from './refreshMatchTips';
import { refreshMatchSignOff } from '../signOff/matchSignOffCache';
import { refreshMatchVideos } from './refreshMatchVideos';

/**
 * Everything the capture screen and the event list read about a match, fetched and cached: the match, both
 * rosters, the league, the videos, the external id, the play-by-play tips, the sign-off and the log of `teamId` (both teams' logs when omitted). Rejects when
 * the match or the log could not be loaded (e.g. offline); the cache then serves what it has.
 */
export async function refreshMatchData(matchId: number, teamId?: number, client = api): Promise<void> {
  await refreshMatch(matchId, client);
  const match = await db.matches.get(matchId);
  if (!match) return;
  const teamIds = [match.team1.id, match.team2.id];
  const optional = Promise.allSettled([
    ...teamIds.map((id) => refreshMatchPlayers(matchId, id, client)),
    refreshMatchVideos(matchId, client),
    refreshMatchExternalIds(matchId, client),
    refreshMatchTips(matchId, client),
    refreshMatchSignOff(matchId, client),
    refreshMatchLeague(match, client),
  ]);
  await Promise.all((teamId === undefined ? teamIds : [teamId]).map((id) => refreshMatchLog(matchId, id, client)));
  await optional;
}
