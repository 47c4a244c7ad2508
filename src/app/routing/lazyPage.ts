import { lazy, type ComponentType } from 'react';

/** React.lazy for a named export: each feature folder becomes its own chunk. */
export function lazyPage<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}
