import { subscribe } from 'valtio';
import { session } from '../../data/auth';

/**
 * Runs `start` once someone is signed in: at once for a restored session, else at the first sign-in.
 * What serves only a signed-in user (the outbox) so stays off a visitor's first load.
 */
export function whenSignedIn(start: () => void): void {
  if (session.token) {
    start();
    return;
  }
  const unsubscribe = subscribe(session, () => {
    if (!session.token) return;
    unsubscribe();
    start();
  });
}
