import type { EventType } from '../../model';
import type { EventChoice } from '../commands';
import type { EventDraft } from '../types';

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

/**
 * The event type of a choice made after tapping one of the other team's caps first: what that player did, whoever
 * has the ball. Their shooter shoots against us, their excluded player is an exclusion against them, their player
 * loses the ball to us, commits a penalty foul against us, wins a swim-off. null where the choice names no player of
 * theirs (a time-out, a drive): the choice then reads as usual.
 */
export function eventTypeForTheirs(choice: EventChoice): EventType | null {
  switch (choice) {
    case 'shoot':
      return 'SHOOTAGAINST';
    case 'exclusion':
      return 'EXCLUSIONAGAINST';
    case 'turnover':
      return 'BALLGAINED';
    case 'penaltyFoul':
      return 'PENALTYFOULAGAINST';
    case 'swimoff':
      return 'SWIMOFFAGAINST';
    case 'timeout':
    case 'drive':
      return null;
  }
}

/** Only one of their caps is picked, and no type yet: the event is their player first (eventTypeForTheirs). */
export function isTheirPlayerFirst(draft: EventDraft | null | undefined): boolean {
  return draft != null && !draft.type && draft.playerNumber == null && draft.opponentPlayerNumber != null;
}
