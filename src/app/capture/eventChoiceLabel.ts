import type { EventChoice } from '../../domain/capture';

const LABELS: Record<EventChoice, string> = {
  shoot: 'Shoot',
  exclusion: 'Exclusion',
  penaltyFoul: 'Penalty foul',
  turnover: 'Turnover',
  swimoff: 'Swimoff',
  timeout: 'Timeout',
  drive: 'Drive',
};

/** The 'Events' panel's button texts (spec §2). */
export function eventChoiceLabel(choice: EventChoice): string {
  return LABELS[choice];
}
