import type { EventType } from '../../model';

export type EventKind =
  | 'shoot'
  | 'exclusion'
  | 'turnover'
  | 'swimoff'
  | 'penaltyFoul'
  | 'drive'
  | 'timeout'
  | 'card'
  | 'formationChange'
  | 'possessionStart'
  | 'playerInOut';

/** The kind an event is saved by, whichever side's variant it is. */
export function eventKindOf(type: EventType): EventKind {
  switch (type) {
    case 'SHOOT':
    case 'SHOOTAGAINST':
      return 'shoot';
    case 'EXCLUSIONFOR':
    case 'EXCLUSIONAGAINST':
      return 'exclusion';
    case 'BALLGAINED':
    case 'BALLLOST':
      return 'turnover';
    case 'SWIMOFF':
    case 'SWIMOFFAGAINST':
      return 'swimoff';
    case 'PENALTYFOUL':
    case 'PENALTYFOULAGAINST':
      return 'penaltyFoul';
    case 'DRIVE':
      return 'drive';
    case 'TIMEOUT':
    case 'TIMEOUTAGAINST':
      return 'timeout';
    case 'YELLOW_CARD':
    case 'RED_CARD':
    case 'YELLOW_CARD_AGAINST':
    case 'RED_CARD_AGAINST':
      return 'card';
    case 'FORMATIONCHANGE':
      return 'formationChange';
    case 'OFFENSE_START':
    case 'DEFENSE_START':
      return 'possessionStart';
    case 'PLAYER_IN':
    case 'PLAYER_OUT':
      return 'playerInOut';
  }
}
