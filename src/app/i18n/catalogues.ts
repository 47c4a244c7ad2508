import { setupI18n, type Messages } from '@lingui/core';
import { DEFAULT_LANGUAGE, type Language } from '../../domain/language';
import englishCommon from './locales/en/common.json';
import type { Namespace } from './namespaces';

/**
 * The one Lingui instance. Catalogues are compiled at build time (each message id prefixed with its
 * namespace, 'capture:save') and loaded per language and namespace when a screen needs them; only the
 * English common catalogue ships with the first load.
 */
export const i18n = setupI18n();
i18n.load(DEFAULT_LANGUAGE, englishCommon as unknown as Messages);
i18n.activate(DEFAULT_LANGUAGE);

const loaders = import.meta.glob<Messages>(['./locales/*/*.json', '!./locales/en/common.json'], {
  import: 'default',
});
const loaded = new Set<string>([`${DEFAULT_LANGUAGE}/common`]);
const inFlight = new Map<string, Promise<void>>();
const listeners = new Set<() => void>();
let version = 0;

function changed() {
  version += 1;
  for (const listener of listeners) listener();
}

export function isCatalogueLoaded(language: Language, namespace: Namespace): boolean {
  return loaded.has(`${language}/${namespace}`);
}

/** Loads one catalogue once; the same promise for every caller while it is on its way. */
export function loadCatalogue(language: Language, namespace: Namespace): Promise<void> {
  const key = `${language}/${namespace}`;
  if (loaded.has(key)) return Promise.resolve();
  let promise = inFlight.get(key);
  if (!promise) {
    const load = loaders[`./locales/${key}.json`];
    if (!load) return Promise.reject(new Error(`No catalogue ${key}`));
    promise = load()
      .then((messages) => {
        i18n.load(language, messages);
        loaded.add(key);
        changed();
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, promise);
  }
  return promise;
}

export function loadCatalogues(language: Language, namespaces: readonly Namespace[]): Promise<void> {
  return Promise.all(namespaces.map((namespace) => loadCatalogue(language, namespace))).then(() => undefined);
}

export function currentLanguage(): Language {
  return i18n.locale as Language;
}

/**
 * Switches the language once every catalogue the current screens use is there in the new one, so nothing
 * on screen waits or flashes its keys.
 */
export async function activateLanguage(language: Language): Promise<void> {
  const inUse = [...loaded].filter((key) => key.startsWith(`${currentLanguage()}/`)).map((key) => key.split('/')[1]);
  await loadCatalogues(language, inUse as Namespace[]);
  if (currentLanguage() === language) return;
  i18n.activate(language);
  changed();
}

/** For useSyncExternalStore: changes with the language and with every catalogue loaded. */
export function subscribeToCatalogues(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function cataloguesVersion(): number {
  return version;
}
