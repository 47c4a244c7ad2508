import { countDownTime } from '../../domain/capture';
import { DEFAULT_QUARTER_LENGTH } from '../../domain/model';
import { translate } from '../i18n';

/** 'Quarter 2 · 5:12' (count-down clock); '–' when this device has not captured the match. */
export function formatQuarterTime(quarter: number | null, time: number | null): string {
  if (quarter === null) return '–';
  const matchTime = (quarter - 1) * DEFAULT_QUARTER_LENGTH + (time ?? 0);
  return translate('home', 'ongoing.quarterAndTime', { quarter, time: countDownTime(matchTime, quarter) });
}
