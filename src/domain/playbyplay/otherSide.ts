import type { TeamSide } from '../model';

export function otherSide(side: TeamSide): TeamSide {
  return side === 'team1' ? 'team2' : 'team1';
}
