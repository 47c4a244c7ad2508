import { db } from '../db/db';
import type { FlushResult } from '../outbox/flushOutbox';
import { createHttpTransport } from './createHttpTransport';
import { performGuardedFlush } from './performGuardedFlush';
import { untilOnline } from './untilOnline';

const transport = createHttpTransport(async () => (await db.auth.get('current'))?.token ?? null);

/** How long a flush asked for while this context still reads offline waits for its network to show. */
const ONLINE_GRACE_MS = 1_000;

/** Flushes the outbox from whatever context calls it (page or service worker), with the shared guards. */
export async function syncNow(): Promise<FlushResult> {
  await untilOnline(ONLINE_GRACE_MS);
  return performGuardedFlush({ transport, isOnline: () => globalThis.navigator?.onLine ?? true });
}
