import type { ShareResult } from './shareLiveLink';

/** What a share or copy button says after it ran; nothing after a share sheet closed without choosing. */
export function shareResultText(result: ShareResult | null): string | null {
  switch (result) {
    case 'shared':
      return 'Link shared';
    case 'copied':
      return 'Link copied';
    case 'failed':
      return 'Could not copy. Select the link and copy it:';
    default:
      return null;
  }
}
