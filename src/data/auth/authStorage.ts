import type { Account } from '../../domain/model';

/** The localStorage mirror of the auth state (spec §4: "persisted in local storage"). */
export const AUTH_STORAGE_KEY = 'poolside.auth';

export type StoredAuth = { token: string | null; account: Account | null };

export function readStoredAuth(): StoredAuth | null {
  try {
    const raw = localStorage.getItem(AUTH_STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<StoredAuth>;
    return { token: typeof parsed.token === 'string' ? parsed.token : null, account: parsed.account ?? null };
  } catch {
    return null;
  }
}

export function writeStoredAuth(auth: StoredAuth): void {
  try {
    if (auth.token) localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(auth));
    else localStorage.removeItem(AUTH_STORAGE_KEY);
  } catch {
    // Private mode or full storage: the Dexie copy still holds the token.
  }
}
