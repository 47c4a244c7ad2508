import type { EventType, TeamSide } from './enums';

/** The other team of a match. */
export function otherSide(side: TeamSide): TeamSide {
  return side === 'team1' ? 'team2' : 'team1';
}

/**
 * The one mirror table: each event type that one team's scorer records of a happening both teams see, with the type
 * the other team's scorer records of it (for becomes against and vice versa). Used by the capture engine, the
 * server's linking of the two logs and the statistics of a team seen from its opponent's log.
 */
const MIRRORED_TYPE: Partial<Record<EventType, EventType>> = {
  SHOOT: 'SHOOTAGAINST',
  SHOOTAGAINST: 'SHOOT',
  EXCLUSIONFOR: 'EXCLUSIONAGAINST',
  EXCLUSIONAGAINST: 'EXCLUSIONFOR',
  BALLGAINED: 'BALLLOST',
  BALLLOST: 'BALLGAINED',
  SWIMOFF: 'SWIMOFFAGAINST',
  SWIMOFFAGAINST: 'SWIMOFF',
  PENALTYFOUL: 'PENALTYFOULAGAINST',
  PENALTYFOULAGAINST: 'PENALTYFOUL',
  OFFENSE_START: 'DEFENSE_START',
  DEFENSE_START: 'OFFENSE_START',
  TIMEOUT: 'TIMEOUTAGAINST',
  TIMEOUTAGAINST: 'TIMEOUT',
  YELLOW_CARD: 'YELLOW_CARD_AGAINST',
  YELLOW_CARD_AGAINST: 'YELLOW_CARD',
  RED_CARD: 'RED_CARD_AGAINST',
  RED_CARD_AGAINST: 'RED_CARD',
};

/** The same happening seen from the other team; null when only its own team records it (a drive, a substitution…). */
export function mirrorEventType(type: EventType): EventType | null {
  return MIRRORED_TYPE[type] ?? null;
}
