import type { ShootOutcome } from '../../domain/model';
import { translate } from '../i18n';

/** Shot outcomes name who has the ball afterwards, seen from the selected team (docs/design.md §6). */
export function outcomeLabel(outcome: ShootOutcome): string {
  return translate('capture', `outcome.${outcome}`);
}
