import { subscribe } from 'valtio';
import { session } from '../../data/auth';

/** Who is signed in, once their account is known: the outbox sends only that user's rows. */
function signedInKey(): string | null {
  return session.token && session.account ? `${session.account.id}:${session.token}` : null;
}

/**
 * After the first render (so the landing page's first load stays small): start the outbox triggers
 * of docs/design.md §4, and flush again whenever a user signs in — a 401/403 paused the queue until then, and
 * the rows another user left waiting on this device go only once their owner is back.
 */
export function startSyncWhenIdle(): void {
  const start = async () => {
    const { requestSync, startSyncTriggers } = await import('../../data/sync');
    startSyncTriggers();
    let signedIn = signedInKey();
    subscribe(session, () => {
      const next = signedInKey();
      if (next && next !== signedIn) void requestSync();
      signedIn = next;
    });
  };
  if ('requestIdleCallback' in window) requestIdleCallback(() => void start(), { timeout: 3000 });
  else setTimeout(() => void start(), 300);
}
