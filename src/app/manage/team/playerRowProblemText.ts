import type { PlayerRowProblem } from '../../../data/manage';
import { translate } from '../../i18n';

/** A problem of a player CSV row as the preview says it, in the current language. */
export function playerRowProblemText({ code, ...values }: PlayerRowProblem): string {
  const words = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : String(value)]),
  );
  return translate('manage', `playerRow.${code}`, words);
}
