import type { TeamSide } from '../../domain/model';

export function otherSide(side: TeamSide): TeamSide {
  return side === 'team1' ? 'team2' : 'team1';
}
