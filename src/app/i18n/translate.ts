import { use, useMemo, useSyncExternalStore } from 'react';
import {
  cataloguesVersion,
  currentLanguage,
  i18n,
  isCatalogueLoaded,
  loadCatalogue,
  subscribeToCatalogues,
} from './catalogues';
import type { MessageKey, Namespace } from './namespaces';

export type MessageValues = Record<string, string | number | null | undefined>;
export type Translate<N extends Namespace> = (key: MessageKey<N>, values?: MessageValues) => string;

/** One message in the current language, outside React (CSV headers, document titles…). */
export function translate<N extends Namespace>(namespace: N, key: MessageKey<N>, values?: MessageValues): string {
  return i18n._(`${namespace}:${key}`, values);
}

/**
 * The messages of one namespace in the current language. The component re-renders when the language
 * changes, and suspends (to the nearest Suspense) while the namespace's catalogue is on its way. `t`
 * changes identity with the language, so memos that use it recompute.
 */
export function useT<N extends Namespace>(namespace: N): Translate<N> {
  const version = useSyncExternalStore(subscribeToCatalogues, cataloguesVersion);
  const language = currentLanguage();
  if (!isCatalogueLoaded(language, namespace)) use(loadCatalogue(language, namespace));
  // eslint-disable-next-line react-hooks/exhaustive-deps -- version stands for the catalogues' content
  return useMemo(() => (key, values) => translate(namespace, key, values), [namespace, language, version]);
}

/** The current language, re-rendering when it changes. */
export function useLanguage() {
  useSyncExternalStore(subscribeToCatalogues, cataloguesVersion);
  return currentLanguage();
}
