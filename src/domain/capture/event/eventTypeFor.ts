import type { EventType } from '../../model';
import type { EventChoice } from '../commands';

/**
 * The event type of an 'Events' panel choice, seen from the selected team (docs/product.md §4).
 * `isSelectedTeamWinner` only matters for the swim-off; before a winner is chosen it counts as won.
 */
export function eventTypeFor(choice: EventChoice, isOffense: boolean, isSelectedTeamWinner = true): EventType {
  switch (choice) {
    case 'shoot':
      return isOffense ? 'SHOOT' : 'SHOOTAGAINST';
    case 'turnover':
      return isOffense ? 'BALLLOST' : 'BALLGAINED';
    case 'penaltyFoul':
      return isOffense ? 'PENALTYFOULAGAINST' : 'PENALTYFOUL';
    case 'exclusion':
      return isOffense ? 'EXCLUSIONAGAINST' : 'EXCLUSIONFOR';
    case 'swimoff':
      // Choice: before the winner is chosen a swim-off counts as won by the selected team.
      return isSelectedTeamWinner ? 'SWIMOFF' : 'SWIMOFFAGAINST';
    case 'timeout':
      return 'TIMEOUT';
    case 'drive':
      return 'DRIVE';
  }
}
