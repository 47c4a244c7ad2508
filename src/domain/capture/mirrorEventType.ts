import type { EventType } from '../model';

const MIRROR: Partial<Record<EventType, EventType>> = {
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
};

/** The same happening seen from the other team (for becomes against and vice versa); null when it has no side. */
export function mirrorEventType(type: EventType): EventType | null {
  return MIRROR[type] ?? null;
}
