import { navigate } from 'wouter/use-browser-location';
import { setUnauthorizedHandler } from '../../data/api';
import { clearSession } from '../../data/auth';

/** Any 401/403 (docs/product.md §8): drop the session and send the user to /login. */
export function installUnauthorizedHandler(): void {
  setUnauthorizedHandler(() => {
    void clearSession();
    if (window.location.pathname !== '/login') navigate('/login');
  });
}
