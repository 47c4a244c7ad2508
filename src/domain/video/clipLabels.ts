import type { EventType, ExclusionType, ShootOutcome, ShootSituation, TurnOverType } from '../model';
import type { ManAdvantage } from './clipFilter';

/** One detail of an event after its type and outcome, as a code the app puts into words. */
export type ClipEventDetail =
  | { code: 'situation'; situation: ShootSituation }
  | { code: 'turnover'; turnOverType: TurnOverType }
  | { code: 'exclusion'; exclusionType: ExclusionType }
  | { code: 'manAdvantage'; manAdvantage: ManAdvantage };

/**
 * An event as its type (seen from the team whose log holds it, docs/design.md §6), its shot outcome, and its
 * details in the order they are read: 'Shot: Goal (Action, man-up)' in English.
 */
export type ClipEventDescription = {
  type: EventType;
  outcome: ShootOutcome | null;
  details: ClipEventDetail[];
};
