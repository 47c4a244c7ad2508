import type { MatchEvent } from '../model';
import type { ClipEventDescription, ClipEventDetail } from './clipLabels';

/** What a clip's title reads of its event (a MatchEvent fits, and a shared clip's event). */
export type DescribedEvent = Pick<
  MatchEvent,
  'type' | 'shootOutcome' | 'shootSituation' | 'turnOverType' | 'exclusionType' | 'extraPlayer' | 'offense'
>;

/** What a clip's title says of its event, as codes: type, outcome, then situation, turnover, exclusion, strength. */
export function describeClipEvent(event: DescribedEvent): ClipEventDescription {
  const details: (ClipEventDetail | null)[] = [
    event.shootSituation ? { code: 'situation', situation: event.shootSituation } : null,
    event.turnOverType ? { code: 'turnover', turnOverType: event.turnOverType } : null,
    event.exclusionType ? { code: 'exclusion', exclusionType: event.exclusionType } : null,
    event.extraPlayer ? { code: 'manAdvantage', manAdvantage: event.offense ? 'MAN_UP' : 'MAN_DOWN' } : null,
  ];
  return {
    type: event.type,
    outcome: event.shootOutcome ?? null,
    details: details.filter((detail): detail is ClipEventDetail => detail !== null),
  };
}
