import { proxy, ref } from 'valtio';
import { guardedLocalStorage, type KeyValueStorage } from '../../data/storage/guardedStorage';
import { isIosSafari, type InstallDevice } from './installOffer';

/** Chromium's `beforeinstallprompt` event (not in TypeScript's DOM types). */
export type InstallPromptEvent = Event & {
  prompt: () => Promise<unknown>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
};

export const IOS_HINT_DISMISSED_KEY = 'poolside.installHintDismissed';

/** The browser's install offer as the screens read it. */
export const installState = proxy({
  /** The saved prompt, kept as is (a proxied event could not be prompted); null when none is on offer. */
  promptEvent: null as InstallPromptEvent | null,
  isInstalled: false,
  isIosSafari: false,
  /** The home screens' iOS hint was put away on this device. */
  isIosHintDismissed: false,
});

type Options = {
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  device?: InstallDevice;
  storage?: KeyValueStorage;
};

function readDevice(): InstallDevice {
  const isDisplayStandalone =
    typeof window.matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches;
  return {
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
    isStandalone: isDisplayStandalone || (navigator as Navigator & { standalone?: boolean }).standalone === true,
  };
}

/**
 * Called at app start, before any screen mounts: Chromium may send `beforeinstallprompt` at once. Its own
 * mini-infobar is held back and the event kept for the "Install app" button; `appinstalled` hides it.
 * Returns the uninstall function.
 */
export function captureInstallPrompt({
  target = window,
  device = readDevice(),
  storage = guardedLocalStorage,
}: Options = {}): () => void {
  installState.promptEvent = null;
  installState.isInstalled = device.isStandalone;
  installState.isIosSafari = isIosSafari(device);
  installState.isIosHintDismissed = storage.getItem(IOS_HINT_DISMISSED_KEY) === '1';
  const onPrompt = (event: Event) => {
    event.preventDefault();
    installState.promptEvent = ref(event as InstallPromptEvent);
  };
  const onInstalled = () => {
    installState.promptEvent = null;
    installState.isInstalled = true;
  };
  target.addEventListener('beforeinstallprompt', onPrompt);
  target.addEventListener('appinstalled', onInstalled);
  return () => {
    target.removeEventListener('beforeinstallprompt', onPrompt);
    target.removeEventListener('appinstalled', onInstalled);
  };
}

/** Shows the browser's install dialog. A prompt shows once: the button goes until the browser offers another. */
export async function promptInstall(): Promise<void> {
  const event = installState.promptEvent;
  if (!event) return;
  installState.promptEvent = null;
  try {
    await event.prompt();
    if ((await event.userChoice).outcome === 'accepted') installState.isInstalled = true;
  } catch {
    // Refused by the browser (already shown, or no user gesture): nothing to tell, the button is gone.
  }
}

/** Puts the home screens' iOS hint away on this device (the menu entry still explains). */
export function dismissIosHint(storage: KeyValueStorage = guardedLocalStorage): void {
  storage.setItem(IOS_HINT_DISMISSED_KEY, '1');
  installState.isIosHintDismissed = true;
}
