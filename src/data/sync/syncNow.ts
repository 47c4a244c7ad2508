import { db } from '../db/db';
import type { FlushResult } from '../outbox/flushOutbox';
import { createHttpTransport } from './createHttpTransport';
import { performGuardedFlush } from './performGuardedFlush';

const transport = createHttpTransport(async () => (await db.auth.get('current'))?.token ?? null);

/** Flushes the outbox from whatever context calls it (page or service worker), with the shared guards. */
export function syncNow(): Promise<FlushResult> {
  return performGuardedFlush({ transport, isOnline: () => globalThis.navigator?.onLine ?? true });
}
