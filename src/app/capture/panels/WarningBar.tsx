import type { CaptureWarning } from '../../../domain/capture';
import { useLanguage } from '../../i18n';
import { warningMessage } from '../captureWords';

/** The red warning bar above the event buttons (docs/product.md §2, §8); while it shows, Save is disabled. */
export function WarningBar({ warning }: { warning: CaptureWarning | null }) {
  useLanguage();
  if (!warning) return null;
  return (
    <p role="alert" data-testid="capture-warning" className="rounded-md bg-danger px-4 py-3 font-semibold text-white">
      {warningMessage(warning)}
    </p>
  );
}
