import type { EventType } from '../../domain/model';

const LABELS: Record<EventType, string> = {
  SHOOT: 'Shoot',
  SHOOTAGAINST: 'Shoot against',
  EXCLUSIONFOR: 'Exclusion for',
  EXCLUSIONAGAINST: 'Exclusion against',
  BALLGAINED: 'Ball gained',
  BALLLOST: 'Ball lost',
  SWIMOFF: 'Swimoff',
  SWIMOFFAGAINST: 'Swimoff against',
  DRIVE: 'Drive',
  PENALTYFOUL: 'Penalty foul',
  PENALTYFOULAGAINST: 'Penalty foul against',
  FORMATIONCHANGE: 'Formation change',
  OFFENSE_START: 'Offense start',
  DEFENSE_START: 'Defense start',
  PLAYER_IN: 'Player in',
  PLAYER_OUT: 'Player out',
  TIMEOUT: 'Timeout',
  YELLOW_CARD: 'Yellow card',
  RED_CARD: 'Red card',
};

/** The label of an event type in lists and the editor. */
export function eventTypeLabel(type: EventType): string {
  return LABELS[type];
}
