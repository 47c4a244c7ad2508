import type { MatchPlayerRow } from '../../../data/db';
import type { VideoMatch } from '../../../data/video';
import { shortPlayerName } from '../../../domain/capture';
import type { PlaylistNames } from '../../../domain/video';
import type { Translate } from '../../i18n';

/** Names of matches, teams and players for the playlist, its details and its CSV. */
export function clipNames(
  t: Translate<'video'>,
  matches: readonly VideoMatch[],
  matchPlayers: readonly MatchPlayerRow[],
): PlaylistNames {
  const matchNames = new Map(matches.map(({ match }) => [match.id, match.name]));
  const teamNames = new Map(
    matches
      .flatMap(({ match }) => [match.team1, match.team2])
      .map((team) => [team.id, team.name ?? t('names.team', { id: team.id })]),
  );
  return {
    matchName: (id) => matchNames.get(id) ?? t('names.match', { id }),
    teamName: (id) => teamNames.get(id) ?? t('names.team', { id }),
    playerName: (matchId, teamId, cap) => {
      const row = matchPlayers.find((p) => p.match.id === matchId && p.team.id === teamId && p.cap === cap);
      return row ? shortPlayerName(row.player) || null : null;
    },
  };
}
