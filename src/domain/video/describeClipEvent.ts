import type { MatchEvent } from '../model';
import { EVENT_TYPE_LABELS, SHOOT_OUTCOME_LABELS, SHOOT_SITUATION_LABELS } from './clipLabels';

/** An event in a few words: 'Shot: Goal (Action, man-up)', 'Turnover (Bad pass)', 'Exclusion earned'. */
export function describeClipEvent(event: MatchEvent): string {
  const head = EVENT_TYPE_LABELS[event.type];
  const outcome = event.shootOutcome ? `: ${SHOOT_OUTCOME_LABELS[event.shootOutcome]}` : '';
  const details = [
    event.shootSituation ? SHOOT_SITUATION_LABELS[event.shootSituation] : null,
    event.turnOverType ? sentenceCase(event.turnOverType) : null,
    event.exclusionType ? sentenceCase(event.exclusionType) : null,
    event.extraPlayer ? (event.offense ? 'man-up' : 'man-down') : null,
  ].filter((detail): detail is string => detail !== null);
  return `${head}${outcome}${details.length > 0 ? ` (${details.join(', ')})` : ''}`;
}

function sentenceCase(code: string): string {
  const words = code.toLowerCase().replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
