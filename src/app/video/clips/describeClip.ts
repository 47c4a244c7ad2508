import { describeClipEvent, type ClipEventDetail, type DescribedEvent } from '../../../domain/video';
import type { Translate } from '../../i18n';

/** An event in a few words: 'Shot: Goal (Action, man-up)', 'Turnover (Bad pass)', 'Exclusion earned'. */
export function describeClip(t: Translate<'video'>, event: DescribedEvent): string {
  const { type, outcome, details } = describeClipEvent(event);
  const typeText = t(`eventType.${type}`);
  const head = outcome ? t('event.withOutcome', { type: typeText, outcome: t(`outcome.${outcome}`) }) : typeText;
  if (details.length === 0) return head;
  return t('event.withDetails', { head, details: details.map((detail) => detailText(t, detail)).join(', ') });
}

function detailText(t: Translate<'video'>, detail: ClipEventDetail): string {
  switch (detail.code) {
    case 'situation':
      return t(`situation.${detail.situation}`);
    case 'turnover':
      return t(`turnover.${detail.turnOverType}`);
    case 'exclusion':
      return t(`exclusion.${detail.exclusionType}`);
    case 'manAdvantage':
      return t(`manAdvantageDetail.${detail.manAdvantage}`);
  }
}
