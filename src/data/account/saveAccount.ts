import type { Account } from '../../domain/model';
import { api } from '../api/api';

export type AccountUpdate = Pick<Account, 'firstName' | 'lastName' | 'email' | 'login' | 'userExtra' | 'langKey'>;

/**
 * POST /api/account with the fields of docs/product.md §7 (login is sent but the server does not change it). langKey
 * is always sent: the server stores what it is given, so leaving it out would clear the user's language.
 */
export async function saveAccount(update: AccountUpdate): Promise<void> {
  await api('/account', { method: 'POST', body: update });
}
