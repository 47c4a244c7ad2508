import { LOGIN_FAILED } from '../../domain/forms/messages';
import type { Account } from '../../domain/model';
import { api } from '../api/api';
import { loadAccount } from './loadAccount';
import { setSession } from './session';

export type Credentials = { username: string; password: string; rememberMe: boolean };

/** POST /api/authenticate, then load the account (docs/product.md §4: login success triggers loading the account). */
export async function login(credentials: Credentials): Promise<Account> {
  try {
    const { id_token } = await api<{ id_token: string }>('/authenticate', { method: 'POST', body: credentials });
    setSession({ token: id_token, account: null, error: null });
    // A cache nobody recorded an owner for may be anyone's: a fresh login does not take it over.
    const account = await loadAccount('forget');
    if (!account) throw new Error('No account');
    return account;
  } catch (error) {
    setSession({ token: null, account: null, error: LOGIN_FAILED });
    throw error;
  }
}
