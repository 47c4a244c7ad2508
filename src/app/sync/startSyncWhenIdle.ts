import { subscribe } from 'valtio';
import { session } from '../../data/auth';

/**
 * After the first render (so the landing page's first load stays small): start the outbox triggers
 * of DESIGN §4, and flush again whenever a user signs in — a 401/403 paused the queue until then.
 */
export function startSyncWhenIdle(): void {
  const start = async () => {
    const { requestSync, startSyncTriggers } = await import('../../data/sync');
    startSyncTriggers();
    let token = session.token;
    subscribe(session, () => {
      if (session.token && session.token !== token) void requestSync();
      token = session.token;
    });
  };
  if ('requestIdleCallback' in window) requestIdleCallback(() => void start(), { timeout: 3000 });
  else setTimeout(() => void start(), 300);
}
