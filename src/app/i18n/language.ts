import { subscribe } from 'valtio';
import { session } from '../../data/auth';
import { guardedLocalStorage } from '../../data/storage/guardedStorage';
import { chooseLanguage, toLanguage, type Language } from '../../domain/language';
import { activateLanguage, currentLanguage, subscribeToCatalogues } from './catalogues';

/** Where the language chosen on the public pages is remembered on this device. */
export const DEVICE_LANGUAGE_KEY = 'poolside.language';

/** The language the page should speak now: the account's, the device's, the browser's, else English. */
export function wantedLanguage(): Language {
  return chooseLanguage({
    account: session.token ? session.account?.langKey : undefined,
    device: guardedLocalStorage.getItem(DEVICE_LANGUAGE_KEY),
    browser: typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]),
  });
}

/**
 * Remembers a language on this device (the switch on the public pages) and shows it; a window without
 * storage still switches for this visit.
 */
export async function chooseDeviceLanguage(language: Language): Promise<void> {
  guardedLocalStorage.setItem(DEVICE_LANGUAGE_KEY, language);
  await activateLanguage(language);
}

/**
 * Start-up: activates the wanted language (its common catalogue loaded first, so the first paint is in it),
 * keeps `<html lang>` in step, and follows the signed-in account's langKey as it loads or changes.
 */
export async function startLanguage(): Promise<void> {
  const follow = () => {
    document.documentElement.lang = currentLanguage();
  };
  subscribeToCatalogues(follow);
  follow();
  subscribe(session, () => {
    const language = toLanguage(session.token ? session.account?.langKey : null);
    if (language && language !== currentLanguage()) void activateLanguage(language);
  });
  await activateLanguage(wantedLanguage()).catch(() => undefined);
}
