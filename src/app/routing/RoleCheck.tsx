import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { useSession } from '../auth/useSession';

export type RouteRole = 'manage' | 'admin';

/** Renders the route only for the role (manage = admin or user, admin = admin); otherwise back to '/'. */
export function RoleCheck({ role, children }: { role: RouteRole; children: ReactNode }) {
  const { canManage, isAdmin } = useSession();
  const isAllowed = role === 'admin' ? isAdmin : canManage;
  return isAllowed ? <>{children}</> : <Redirect to="/" replace />;
}
