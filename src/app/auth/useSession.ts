import { useSnapshot } from 'valtio/react';
import { ADMIN_ROLES, hasAnyAuthority, MANAGE_ROLES, session } from '../../data/auth';

/** Who is signed in, for components: token, account and the role checks the guards of docs/product.md §6 need. */
export function useSession() {
  const snap = useSnapshot(session);
  return {
    isAuthenticated: snap.token !== null,
    account: snap.account,
    canManage: hasAnyAuthority(snap, MANAGE_ROLES),
    isAdmin: hasAnyAuthority(snap, ADMIN_ROLES),
  };
}
