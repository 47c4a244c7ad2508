import type { TeamOfficial } from '../../domain/model';
import { translate } from '../i18n';
import { OFFICIAL_KEYS } from './officialKeys';

/** A team official as the official report names the role, in the current language. */
export function officialLabel(official: TeamOfficial): string {
  return translate('events', OFFICIAL_KEYS[official]);
}
