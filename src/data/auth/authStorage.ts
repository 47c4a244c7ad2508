import type { Account } from '../../domain/model';
import { guardedLocalStorage } from '../storage/guardedStorage';

/** The localStorage mirror of the auth state (docs/product.md §4: "persisted in local storage"). */
export const AUTH_STORAGE_KEY = 'poolside.auth';

export type StoredAuth = { token: string | null; account: Account | null };

export function readStoredAuth(): StoredAuth | null {
  const raw = guardedLocalStorage.getItem(AUTH_STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<StoredAuth>;
    return { token: typeof parsed.token === 'string' ? parsed.token : null, account: parsed.account ?? null };
  } catch {
    return null;
  }
}

/** Where storage is refused or full, the Dexie copy still holds the token. */
export function writeStoredAuth(auth: StoredAuth): void {
  if (auth.token) guardedLocalStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(auth));
  else guardedLocalStorage.removeItem(AUTH_STORAGE_KEY);
}
