import type { TeamSide } from '../../domain/model';

/** Which side of the match a team id plays on. */
export function sideOfTeam(match: { team1: { id: number }; team2: { id: number } }, teamId: number): TeamSide {
  return match.team2.id === teamId ? 'team2' : 'team1';
}
