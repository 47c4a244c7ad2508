import type { Authority } from '../../domain/model';
import { decodeTokenClaims } from './decodeTokenClaims';

type SessionRoles = { token: string | null; account: { authorities: readonly string[] } | null };

/** The "admin-or-user role" and "admin role" of docs/product.md §6, as docs/design.md §5 maps them. */
export const MANAGE_ROLES: readonly Authority[] = ['ROLE_ADMIN', 'ROLE_USER'];
export const ADMIN_ROLES: readonly Authority[] = ['ROLE_ADMIN'];

/** Authorities of the loaded account, else those named in the token's `auth` claim (works before the account loads). */
export function sessionAuthorities(state: SessionRoles): readonly string[] {
  if (state.account) return state.account.authorities;
  if (!state.token) return [];
  return (decodeTokenClaims(state.token)?.auth ?? '').split(/[\s,]+/).filter(Boolean);
}

export function hasAnyAuthority(state: SessionRoles, roles: readonly string[]): boolean {
  const held = sessionAuthorities(state);
  return roles.some((role) => held.includes(role));
}
