import { navigate } from 'wouter/use-browser-location';
import { AUTH_STORAGE_KEY, readStoredAuth, session, setSession } from '../../data/auth';

/**
 * Another tab signed out, or another user signed in there: this tab follows at once (localStorage tells
 * every other tab), so on a shared device it never goes on showing, fetching or queueing as the previous
 * user. A new token of the same user (a password change) only replaces the token.
 */
export function followSessionOfOtherTabs(): void {
  window.addEventListener('storage', (event) => {
    // A null key: the whole storage was cleared.
    if (event.key !== AUTH_STORAGE_KEY && event.key !== null) return;
    const stored = readStoredAuth();
    const token = stored?.token ?? null;
    const account = stored?.account ?? null;
    const isSameUser = token !== null && session.token !== null && account?.id === session.account?.id;
    if (token === session.token && isSameUser) return;
    setSession({ token, account, error: null });
    if (isSameUser) return;
    void import('../../data/captureState/captureStateProxies').then(({ forgetCaptureStates }) => forgetCaptureStates());
    navigate(token ? '/' : '/home');
  });
}
