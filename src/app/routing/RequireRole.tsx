import type { ReactNode } from 'react';
import { RequireAuth } from './RequireAuth';
import { RoleCheck, type RouteRole } from './RoleCheck';

type Props = { role: RouteRole; children: ReactNode };

/** Role routes: first login (else /home), then the role (else '/'). manage = admin or user, admin = admin. */
export function RequireRole({ role, children }: Props) {
  return (
    <RequireAuth>
      <RoleCheck role={role}>{children}</RoleCheck>
    </RequireAuth>
  );
}
