import type { PlayerRowProblem } from '../../../data/manage';
import { translate } from '../../i18n';
import { problemValues } from '../entity/problemValues';

/** A problem of a player CSV row as the preview says it, in the current language. */
export function playerRowProblemText({ code, ...values }: PlayerRowProblem): string {
  return translate('manage', `playerRow.${code}`, problemValues(values));
}
