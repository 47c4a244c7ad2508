import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { useSession } from '../auth/useSession';

/** Login-only routes send unauthenticated visitors to /home (docs/product.md §2). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { isAuthenticated } = useSession();
  return isAuthenticated ? <>{children}</> : <Redirect to="/home" replace />;
}
