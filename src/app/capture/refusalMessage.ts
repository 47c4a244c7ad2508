import type { CaptureError, CaptureWarning } from '../../domain/capture';
import { captureErrorMessage } from './captureErrorMessage';
import { warningMessage } from './warningMessage';

/** Why the engine would not save an edited event (its warning, else its error), in the current language. */
export function refusalMessage(refusal: CaptureWarning | CaptureError): string {
  return typeof refusal === 'object' ? warningMessage(refusal) : captureErrorMessage(refusal);
}
