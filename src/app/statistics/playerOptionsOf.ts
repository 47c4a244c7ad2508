import type { StatsMatch } from '../../domain/stats';

export type PlayerOption = { key: string; label: string; cap: number };

/**
 * The players of a team in the matches, keyed as the statistics key them (p<playerId> when the roster
 * names the cap, else c<cap>): the roster first, then caps only the events name. Ordered by cap.
 */
export function playerOptionsOf(matches: readonly StatsMatch[], teamId: number | null): PlayerOption[] {
  if (teamId == null) return [];
  const options = new Map<string, PlayerOption>();
  for (const { events, matchPlayers = [] } of matches) {
    const roster = new Map(matchPlayers.filter((mp) => mp.team.id === teamId).map((mp) => [mp.cap, mp]));
    for (const [cap, matchPlayer] of roster) {
      const key = `p${matchPlayer.player.id}`;
      const { firstName, lastName, name } = matchPlayer.player;
      const fullName = [firstName, lastName].filter(Boolean).join(' ') || name || `Player ${matchPlayer.player.id}`;
      if (!options.has(key)) options.set(key, { key, cap, label: `${cap} ${fullName}` });
    }
    for (const event of events) {
      const cap = event.team.id === teamId ? event.playerNumber : null;
      if (cap == null || roster.has(cap)) continue;
      const key = `c${cap}`;
      if (!options.has(key)) options.set(key, { key, cap, label: `Cap ${cap}` });
    }
  }
  return [...options.values()].sort((a, b) => a.cap - b.cap || a.label.localeCompare(b.label));
}
