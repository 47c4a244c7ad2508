import type { TeamSide } from '../model';

export function otherTeamSide(side: TeamSide): TeamSide {
  return side === 'team1' ? 'team2' : 'team1';
}
