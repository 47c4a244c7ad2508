import type { CaptureWarning } from '../../domain/capture';
import { translate } from '../i18n';

/**
 * The capture warning as a sentence in the current language. A live state kept on the device from before
 * warnings were codes may still hold its English sentence until the next tap: that is shown as it is.
 */
export function warningMessage(warning: CaptureWarning | string): string {
  if (typeof warning === 'string') return warning;
  switch (warning.code) {
    case 'tooManyPlayers':
      return translate('capture', 'warning.tooManyPlayers', { max: warning.max });
    case 'playerNotInWater':
      return translate('capture', 'warning.playerNotInWater', { cap: warning.cap });
    default:
      return translate('capture', `warning.${warning.code}`);
  }
}
