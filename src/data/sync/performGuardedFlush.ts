import { flushOutbox, type FlushDeps, type FlushResult } from '../outbox/flushOutbox';

export const OUTBOX_LOCK = 'outbox-sync';

type LockManagerLike = { request<T>(name: string, callback: () => Promise<T>): Promise<T> };

let running: Promise<FlushResult> | null = null;
let isRequestedAgain = false;

/**
 * One flush at a time: concurrent triggers in this context share the running flush (and ask for one
 * more pass after it, so a capture made meanwhile is not left waiting); the Web Lock keeps other tabs
 * and the service worker out while it runs.
 */
export function performGuardedFlush(
  deps: FlushDeps,
  locks: LockManagerLike | undefined = globalLocks(),
): Promise<FlushResult> {
  if (running) {
    isRequestedAgain = true;
    return running;
  }
  const once = () => (locks ? locks.request(OUTBOX_LOCK, () => flushOutbox(deps)) : flushOutbox(deps));
  running = (async () => {
    try {
      let result = await once();
      while (isRequestedAgain && result.stoppedBy === 'done') {
        isRequestedAgain = false;
        const next = await once();
        result = { ...next, sent: result.sent + next.sent, failed: result.failed + next.failed };
      }
      return result;
    } finally {
      isRequestedAgain = false;
      running = null;
    }
  })();
  return running;
}

function globalLocks(): LockManagerLike | undefined {
  const nav = (globalThis as { navigator?: { locks?: LockManagerLike } }).navigator;
  return nav?.locks;
}
