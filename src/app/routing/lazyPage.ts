import { lazy, type ComponentType } from 'react';
import { currentLanguage, loadCatalogues, type Namespace } from '../i18n';

/**
 * React.lazy for a named export: each feature folder becomes its own chunk. The catalogues the screen
 * speaks with load beside its code, so neither waits for the other.
 */
export function lazyPage<M, K extends keyof M>(load: () => Promise<M>, name: K, namespaces: readonly Namespace[] = []) {
  return lazy(async () => {
    const [module] = await Promise.all([load(), loadCatalogues(currentLanguage(), namespaces)]);
    return { default: module[name] as ComponentType };
  });
}
