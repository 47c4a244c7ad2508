import type { ScoresheetMoment, ScoresheetPlayer } from '../../domain/scoresheet';
import type { Fraction } from '../../domain/stats';
import { translate } from '../i18n';

/** As the official report names a player: family name in capitals, then the given name ("KŐVÁRI Ödön"). */
export function playerFullName(player: Pick<ScoresheetPlayer, 'firstName' | 'lastName'>): string {
  return [player.lastName?.toLocaleUpperCase(), player.firstName].filter(Boolean).join(' ');
}

export function madeOfAttempts({ made, attempts }: Fraction): string {
  return `${made}/${attempts}`;
}

/** "Q2 6:37" ("2. n. 6:37" in Hungarian); the shootout's lines read "PSO", the report's code. */
export function momentText({ quarter, clock }: ScoresheetMoment): string {
  return clock === null ? 'PSO' : translate('scoresheet', 'moment.quarter', { quarter, clock });
}

export function teamLabel(team: { name: string | null; side: 'team1' | 'team2' }): string {
  return team.name ?? translate('scoresheet', team.side === 'team1' ? 'team.first' : 'team.second');
}
