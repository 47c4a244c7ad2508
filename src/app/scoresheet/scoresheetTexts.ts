import type { ScoresheetMoment, ScoresheetPlayer } from '../../domain/scoresheet';
import type { Fraction } from '../../domain/stats';

/** As the official report names a player: family name in capitals, then the given name ("KŐVÁRI Ödön"). */
export function playerFullName(player: Pick<ScoresheetPlayer, 'firstName' | 'lastName'>): string {
  return [player.lastName?.toLocaleUpperCase(), player.firstName].filter(Boolean).join(' ');
}

export function madeOfAttempts({ made, attempts }: Fraction): string {
  return `${made}/${attempts}`;
}

/** "Q2 6:37"; the shootout's lines read "PSO". */
export function momentText({ quarter, clock }: ScoresheetMoment): string {
  return clock === null ? 'PSO' : `Q${quarter} ${clock}`;
}

export function teamLabel(team: { name: string | null; side: 'team1' | 'team2' }): string {
  return team.name ?? (team.side === 'team1' ? 'Team 1' : 'Team 2');
}
