import { translate } from '../i18n';
import type { ShareResult } from './shareLiveLink';

/** What a share or copy button says after it ran; nothing after a share sheet closed without choosing. */
export function shareResultText(result: ShareResult | null): string | null {
  switch (result) {
    case 'shared':
      return translate('live', 'share.shared');
    case 'copied':
      return translate('live', 'share.copied');
    case 'failed':
      return translate('live', 'share.failed');
    default:
      return null;
  }
}
