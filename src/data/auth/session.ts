import { proxy } from 'valtio';
import type { Account } from '../../domain/model';

/** The auth state of docs/product.md §3 (token, error) plus the loaded account. One store for the page. */
export type Session = {
  token: string | null;
  account: Account | null;
  error: string | null;
};

export const EMPTY_SESSION: Session = { token: null, account: null, error: null };

export const session = proxy<Session>({ ...EMPTY_SESSION });

export function setSession(next: Partial<Session>): void {
  Object.assign(session, next);
}
