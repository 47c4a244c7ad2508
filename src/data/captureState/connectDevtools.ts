import { devtools } from 'valtio/utils';
import { DEVTOOLS_ACTION_LIMIT } from '../../domain/model';

/**
 * In dev builds, shows a capture state in the Redux DevTools extension, keeping the last 25 actions (docs/product.md §9).
 */
export function connectDevtools(state: object, name: string): (() => void) | undefined {
  if (!import.meta.env.DEV) return undefined;
  return devtools(state, { name, enabled: true, maxAge: DEVTOOLS_ACTION_LIMIT });
}
