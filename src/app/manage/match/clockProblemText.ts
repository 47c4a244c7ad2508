import type { ClockProblem } from '../../../domain/playbyplay';
import { translate } from '../../i18n';

/** A play-by-play line whose clock cannot be in its quarter, as the import names it in the current language. */
export function clockProblemText({ code, line, ...values }: ClockProblem): string {
  return translate('manage', `clock.${code}`, { ...values, line: line ?? '?' });
}
