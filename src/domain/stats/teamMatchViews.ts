import type { MatchPlayer } from '../model';
import { mirrorEvent, mirrorPossession } from './mirror';
import type { StatsMatch, TeamMatchView } from './types';

/**
 * Both teams' sides of a match, each from its own events; a team that was not scored while its opponent
 * was gets the opponent's events mirrored (docs/design.md §7).
 */
export function teamMatchViews(input: StatsMatch): TeamMatchView[] {
  const { match } = input;
  return [
    [match.team1, match.team2],
    [match.team2, match.team1],
  ].map(([team, opponent]) => {
    const roster = new Map<number, MatchPlayer>();
    for (const matchPlayer of input.matchPlayers ?? [])
      if (matchPlayer.team.id === team!.id) roster.set(matchPlayer.cap, matchPlayer);
    const events = input.events.filter((event) => event.team.id === team!.id);
    const possessions = input.possessions.filter((possession) => possession.team.id === team!.id);
    const isMirrored = events.length === 0 && possessions.length === 0 && input.events.length > 0;
    return {
      matchId: match.id,
      team: { id: team!.id, name: team!.name ?? null },
      opponent: { id: opponent!.id, name: opponent!.name ?? null },
      events: isMirrored ? input.events.flatMap((event) => mirrorEvent(event, team!) ?? []) : events,
      possessions: isMirrored
        ? input.possessions.map((possession) => mirrorPossession(possession, team!))
        : possessions,
      roster,
      isMirrored,
    };
  });
}
