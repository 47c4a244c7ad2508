import { session } from './session';

/**
 * Whether the sign-in a server answer was fetched under is still this page's session: a pull runs on after its
 * screen is left, and once its user has logged out (or another has signed in) its answer must not refill the
 * cache. Checked inside the writing transaction, after the answer came. A fetch begun without a token (the data
 * layer's own tests, the service worker) has nothing to compare and is not held back; the server refuses it.
 */
export function isSessionOf(token: string | null): boolean {
  return token === null || session.token === token;
}
