/** What a device tells about installing the app, read once at start. */
export type InstallDevice = {
  userAgent: string;
  /** iPadOS Safari reports itself as a Mac; only its touch screen tells it apart. */
  maxTouchPoints: number;
  /** `(display-mode: standalone)` matches, or iOS's `navigator.standalone`: the app already runs installed. */
  isStandalone: boolean;
};

/** The install entry a screen shows: the browser's own prompt, the iOS "Add to Home Screen" hint, or nothing. */
export type InstallOffer = 'prompt' | 'iosHint' | 'none';

/** Browsers on iOS other than Safari name their share menu differently (or have none): the hint speaks of Safari's. */
const OTHER_IOS_BROWSER = /CriOS|FxiOS|EdgiOS|OPiOS|GSA\//;

/** iPhone or iPad Safari, which offers no install prompt but installs from its Share menu. */
export function isIosSafari({
  userAgent,
  maxTouchPoints,
}: Pick<InstallDevice, 'userAgent' | 'maxTouchPoints'>): boolean {
  const isIos = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  return isIos && /Safari\//.test(userAgent) && !OTHER_IOS_BROWSER.test(userAgent);
}

/**
 * Installed (running standalone, or the browser said `appinstalled`): nothing. A saved `beforeinstallprompt`:
 * the button. iOS Safari, which never sends one: the hint. Any other browser: nothing.
 */
export function installOffer({
  hasPrompt,
  isInstalled,
  isIosSafari,
}: {
  hasPrompt: boolean;
  isInstalled: boolean;
  isIosSafari: boolean;
}): InstallOffer {
  if (isInstalled) return 'none';
  if (hasPrompt) return 'prompt';
  return isIosSafari ? 'iosHint' : 'none';
}
