import { afterEach, describe, expect, it, vi } from 'vitest';
import { installOffer, isIosSafari, type InstallDevice } from '../../../src/app/install/installOffer';
import {
  captureInstallPrompt,
  dismissIosHint,
  installState,
  IOS_HINT_DISMISSED_KEY,
  promptInstall,
  type InstallPromptEvent,
} from '../../../src/app/install/installState';
import type { KeyValueStorage } from '../../../src/data/storage/guardedStorage';

const UA = {
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36',
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Mobile Safari/537.36',
  firefoxDesktop: 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1',
  safariIpadOld:
    'Mozilla/5.0 (iPad; CPU OS 12_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1 Mobile/15E148 Safari/604.1',
  /** iPadOS 13+ Safari and desktop Safari on a Mac send the same text. */
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Safari/605.1.15',
  chromeIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/138.0.0.0 Mobile/15E148 Safari/604.1',
};

function memoryStorage(entries: Record<string, string> = {}): KeyValueStorage {
  const map = new Map(Object.entries(entries));
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

function promptEvent(outcome: 'accepted' | 'dismissed' = 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as InstallPromptEvent;
  event.prompt = vi.fn(async () => undefined);
  event.userChoice = Promise.resolve({ outcome, platform: 'web' });
  return event;
}

const offerNow = () =>
  installOffer({
    hasPrompt: installState.promptEvent !== null,
    isInstalled: installState.isInstalled,
    isIosSafari: installState.isIosSafari,
  });

let uninstall = () => {};
function start(device: Partial<InstallDevice> = {}, storage = memoryStorage()) {
  const target = new EventTarget() as unknown as Window;
  uninstall = captureInstallPrompt({
    target,
    device: { userAgent: UA.chromeWindows, maxTouchPoints: 0, isStandalone: false, ...device },
    storage,
  });
  return { target, storage };
}

afterEach(() => uninstall());

describe('which install entry shows', () => {
  it.each([
    ['Chromium offering installation', { userAgent: UA.chromeWindows }, true, 'prompt'],
    ['Chrome on Android offering installation', { userAgent: UA.chromeAndroid, maxTouchPoints: 5 }, true, 'prompt'],
    ['Chromium already running installed', { userAgent: UA.chromeWindows, isStandalone: true }, true, 'none'],
    ['Chromium not (yet) offering', { userAgent: UA.chromeWindows }, false, 'none'],
    ['desktop Firefox, which never offers', { userAgent: UA.firefoxDesktop }, false, 'none'],
    ['iPhone Safari', { userAgent: UA.safariIphone, maxTouchPoints: 5 }, false, 'iosHint'],
    ['iPad Safari before iPadOS', { userAgent: UA.safariIpadOld, maxTouchPoints: 5 }, false, 'iosHint'],
    ['iPadOS Safari reporting as a Mac', { userAgent: UA.safariMac, maxTouchPoints: 5 }, false, 'iosHint'],
    ['Safari on a Mac (no touch screen)', { userAgent: UA.safariMac, maxTouchPoints: 0 }, false, 'none'],
    ['iPhone Safari, added to the home screen', { userAgent: UA.safariIphone, isStandalone: true }, false, 'none'],
    ['Chrome on iPhone (its menu differs)', { userAgent: UA.chromeIphone, maxTouchPoints: 5 }, false, 'none'],
  ] as const)('%s: %s', (_name, device, isOffered, expected) => {
    const { target } = start(device);
    if (isOffered) target.dispatchEvent(promptEvent());
    expect(offerNow()).toBe(expected);
  });
});

describe('the browser install prompt', () => {
  it('is held back and kept for the button', () => {
    const { target } = start();
    const event = promptEvent();
    target.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(installState.promptEvent).toBe(event);
  });

  it('is shown once on demand; the button goes until the browser offers another', async () => {
    const { target } = start();
    const event = promptEvent('dismissed');
    target.dispatchEvent(event);
    await promptInstall();
    expect(event.prompt).toHaveBeenCalledOnce();
    expect(offerNow()).toBe('none');
    target.dispatchEvent(promptEvent());
    expect(offerNow()).toBe('prompt');
  });

  it('accepted, the app counts as installed', async () => {
    const { target } = start();
    target.dispatchEvent(promptEvent('accepted'));
    await promptInstall();
    expect(installState.isInstalled).toBe(true);
  });

  it('a prompt the browser refuses leaves no error and no button', async () => {
    const { target } = start();
    const event = promptEvent();
    event.prompt = vi.fn(() => Promise.reject(new DOMException('already shown', 'InvalidStateError')));
    target.dispatchEvent(event);
    await expect(promptInstall()).resolves.toBeUndefined();
    expect(offerNow()).toBe('none');
  });

  it('appinstalled hides the offer for good', () => {
    const { target } = start();
    target.dispatchEvent(promptEvent());
    target.dispatchEvent(new Event('appinstalled'));
    expect(installState.promptEvent).toBeNull();
    expect(offerNow()).toBe('none');
  });

  it('stops listening once uninstalled', () => {
    const { target } = start();
    uninstall();
    target.dispatchEvent(promptEvent());
    expect(offerNow()).toBe('none');
  });
});

describe('the iOS hint', () => {
  it('put away, it stays away on this device', () => {
    const { storage } = start({ userAgent: UA.safariIphone });
    expect(installState.isIosHintDismissed).toBe(false);
    dismissIosHint(storage);
    expect(installState.isIosHintDismissed).toBe(true);
    expect(storage.getItem(IOS_HINT_DISMISSED_KEY)).toBe('1');
    uninstall();
    start({ userAgent: UA.safariIphone }, storage);
    expect(installState.isIosHintDismissed).toBe(true);
  });

  it('the rule alone: iOS means an iPhone, iPod or iPad, or a Mac with a touch screen', () => {
    expect(isIosSafari({ userAgent: UA.safariMac, maxTouchPoints: 1 })).toBe(false);
    expect(isIosSafari({ userAgent: UA.safariMac, maxTouchPoints: 2 })).toBe(true);
  });
});
