import type { MatchPlayer } from '../../../domain/model';
import type { SummarizedMatch } from '../../../domain/stats';
import { compareText } from '../../i18n';
import { statisticsText } from '../statisticsText';

export type PlayerOption = { key: string; label: string; cap: number };

type Source = {
  matches: readonly SummarizedMatch[];
  /** The matches' rosters by match id. */
  rosters: ReadonlyMap<number, readonly MatchPlayer[]>;
};

/**
 * The players of a team in the matches, keyed as the statistics key them (p<playerId> when the roster
 * names the cap, else c<cap>): the roster first, then caps only the team's events name (kept in each match's
 * summary). Ordered by cap.
 */
export function playerOptionsOf({ matches, rosters }: Source, teamId: number | null): PlayerOption[] {
  if (teamId == null) return [];
  const options = new Map<string, PlayerOption>();
  for (const { match, summary } of matches) {
    const roster = new Map(
      (rosters.get(match.id) ?? []).filter((mp) => mp.team.id === teamId).map((mp) => [mp.cap, mp]),
    );
    for (const [cap, matchPlayer] of roster) {
      const key = `p${matchPlayer.player.id}`;
      const { firstName, lastName, name } = matchPlayer.player;
      const fullName =
        [firstName, lastName].filter(Boolean).join(' ') ||
        name ||
        statisticsText('fallback.player', { id: matchPlayer.player.id });
      if (!options.has(key)) options.set(key, { key, cap, label: `${cap} ${fullName}` });
    }
    const named = [match.team1.id, match.team2.id].flatMap((id, index) =>
      id === teamId ? summary.namedCaps[index]! : [],
    );
    for (const cap of named) {
      const key = `c${cap}`;
      if (!roster.has(cap) && !options.has(key))
        options.set(key, { key, cap, label: statisticsText('fallback.cap', { cap }) });
    }
  }
  return [...options.values()].sort((a, b) => a.cap - b.cap || compareText(a.label, b.label));
}
