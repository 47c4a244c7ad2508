export type ShareResult = 'shared' | 'copied' | 'cancelled' | 'failed';

/** The old way to copy, for pages served over plain http on a club's network, where the Clipboard API is absent. */
function copyWithSelection(text: string): boolean {
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.append(field);
  field.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    field.remove();
  }
}

/**
 * Hands a live link on: the device's share sheet where there is one (phones), else the clipboard. The share
 * sheet closed without choosing is 'cancelled', not a failure.
 */
export async function shareLiveLink(
  url: string,
  title: string,
  { preferShareSheet = true } = {},
): Promise<ShareResult> {
  if (preferShareSheet && typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
      return 'shared';
    } catch (error) {
      if ((error as { name?: string } | null)?.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    return 'copied';
  } catch {
    return copyWithSelection(url) ? 'copied' : 'failed';
  }
}
