import type { CaptureError } from '../../domain/capture';
import { translate } from '../i18n';

/** Why the engine refused a tap, as a sentence in the current language (the snackbar's text). */
export function captureErrorMessage(error: CaptureError): string {
  return translate('capture', `error.${error}`);
}
