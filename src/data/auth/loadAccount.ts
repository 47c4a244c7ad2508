import { FetchError } from 'ofetch';
import type { Account } from '../../domain/model';
import { api } from '../api/api';
import { persistSession } from './persistSession';
import { EMPTY_SESSION, setSession } from './session';

/**
 * GET /api/account. A 401 there means the token is no longer accepted: the session becomes empty.
 * A network failure keeps the cached account so the app works offline.
 */
export async function loadAccount(): Promise<Account | null> {
  try {
    const account = await api<Account>('/account', { method: 'GET' });
    setSession({ account, error: null });
    await persistSession();
    return account;
  } catch (error) {
    if (error instanceof FetchError && error.statusCode === 401) {
      setSession({ ...EMPTY_SESSION });
      await persistSession();
    }
    throw error;
  }
}
