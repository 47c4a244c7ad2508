import type { Context } from 'hono';
import type { Authority } from '../../domain/model';
import type { AppEnv, Principal } from '../http/appEnv';
import { httpProblem } from '../http/problem';

/** Who may do what (docs/design.md §5): members record, managers keep reference data, admins administer. */
export type Access = 'member' | 'manager' | 'admin';

const ROLES_FOR: Record<Access, readonly Authority[] | null> = {
  member: null,
  manager: ['ROLE_USER', 'ROLE_ADMIN'],
  admin: ['ROLE_ADMIN'],
};

export function requirePrincipal(c: Context<AppEnv>): Principal {
  const principal = c.get('principal');
  if (!principal) throw httpProblem(401, 'Full authentication is required to access this resource');
  return principal;
}

export function requireAccess(c: Context<AppEnv>, access: Access): Principal {
  const principal = requirePrincipal(c);
  const roles = ROLES_FOR[access];
  if (roles && !roles.some((role) => principal.authorities.has(role))) throw httpProblem(403, 'Access is denied');
  return principal;
}

export function hasAuthority(principal: Principal, authority: Authority): boolean {
  return principal.authorities.has(authority);
}
