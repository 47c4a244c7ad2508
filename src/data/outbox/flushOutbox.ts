import { MAX_EVENT_RETRIES, MAX_POSSESSION_RETRIES } from '../../domain/model';
import { db } from '../db/db';
import type { DataOwner, OutboxRow } from '../db/rows';
import { isSameOwner } from '../owner/isSameOwner';
import { readSignedInUser, type SignedInUser } from '../owner/readSignedInUser';
import { classifyOutboxFailure, nextAttemptDelayMs, retryCap } from './classifyOutboxFailure';
import { isOwnedBy } from './isOwnedBy';
import { outboxRequestFor } from './outboxRequestFor';
import type { OutboxTransport } from './outboxTransport';
import { recordDelivery } from './recordDelivery';
import { resolveServerId } from './resolveServerId';

export type FlushDeps = {
  transport: OutboxTransport;
  isOnline: () => boolean;
  now?: () => number;
  caps?: { event: number; possession: number };
};

export type FlushResult = {
  sent: number;
  failed: number;
  stoppedBy: 'done' | 'offline' | 'unauthorized' | 'not-signed-in';
};

/**
 * The rows that may go now: the oldest row of each uuid, if the signed-in user owns it and it is pending
 * and due (order per uuid is kept).
 */
function sendableRows(rows: OutboxRow[], owner: DataOwner, now: number, tried: Set<number>): OutboxRow[] {
  const heads = new Map<string, OutboxRow>();
  for (const row of rows) if (!heads.has(row.uuid)) heads.set(row.uuid, row);
  return [...heads.values()].filter(
    (row) => isOwnedBy(row, owner) && row.state === 'pending' && row.nextAttemptAt <= now && !tried.has(row.id!),
  );
}

/** True while the user the flush started for is still the one signed in (a logout or another login stops it). */
async function isStillSignedIn(user: SignedInUser): Promise<boolean> {
  const current = await readSignedInUser();
  return current !== null && current.token === user.token && isSameOwner(current.owner, user.owner);
}

/**
 * Delivers queued writes, oldest first, a few uuids at a time. Must run under the 'outbox-sync' lock
 * (see performGuardedFlush), which is why it may treat every `sendingSince` mark as stale.
 */
export async function flushOutbox(deps: FlushDeps): Promise<FlushResult> {
  const now = deps.now ?? Date.now;
  const caps = deps.caps ?? { event: MAX_EVENT_RETRIES, possession: MAX_POSSESSION_RETRIES };
  const result: FlushResult = { sent: 0, failed: 0, stoppedBy: 'done' };
  if (!deps.isOnline()) return { ...result, stoppedBy: 'offline' };
  // The flush runs only with a token and a known organisation (spec §4: "an organization id exists").
  const user = await readSignedInUser();
  if (!user) return { ...result, stoppedBy: 'not-signed-in' };
  await db.outbox.filter((row) => Boolean(row.sendingSince)).modify({ sendingSince: null });
  // Every row goes with the token of the user it was read for, never with a token that signed in meanwhile.
  const send: OutboxTransport = (request) => deps.transport({ ...request, token: user.token });

  const tried = new Set<number>();
  for (;;) {
    const batch = sendableRows(await db.outbox.orderBy('id').toArray(), user.owner, now(), tried);
    if (batch.length === 0) return result;
    for (let i = 0; i < batch.length; i += PARALLEL_DELIVERIES) {
      if (!(await isStillSignedIn(user))) return { ...result, stoppedBy: 'not-signed-in' };
      const chunk = batch.slice(i, i + PARALLEL_DELIVERIES);
      for (const row of chunk) tried.add(row.id!);
      await markInFlight(chunk, now());
      const outcomes = await Promise.all(chunk.map((row) => deliver(row, { ...deps, transport: send }, now, caps)));
      result.sent += outcomes.filter((o) => o === 'sent').length;
      result.failed += outcomes.filter((o) => o === 'failed').length;
      const stop = outcomes.find((o) => o === 'offline' || o === 'unauthorized');
      if (stop) return { ...result, stoppedBy: stop };
    }
  }
}

type DeliveryOutcome = 'sent' | 'offline' | 'unauthorized' | 'failed';

/**
 * Rows of different uuids are independent, so a few go at once (a uuid's own rows stay in order:
 * only the oldest row of each uuid is ever in a batch).
 */
const PARALLEL_DELIVERIES = 6;

async function markInFlight(rows: OutboxRow[], at: number): Promise<void> {
  await db.outbox.bulkUpdate(rows.map((row) => ({ key: row.id!, changes: { sendingSince: at } })));
}

async function deliver(
  row: OutboxRow,
  deps: FlushDeps,
  now: () => number,
  caps: { event: number; possession: number },
): Promise<DeliveryOutcome> {
  let status: number | null = null;
  let body: unknown = null;
  try {
    const serverId = row.op === 'create' ? undefined : await resolveServerId(row, deps.transport);
    const request = outboxRequestFor(row, serverId);
    if (request === null) {
      // An update or delete of something the server never received: the create carried the last state.
      await recordDelivery(row, undefined, now());
      return 'sent';
    }
    ({ status, body } = await deps.transport(request));
    const isGoneAlready = request.method === 'DELETE' && status === 404;
    if ((status >= 200 && status < 300) || isGoneAlready) {
      await recordDelivery(row, serverIdFrom(body) ?? serverId, now());
      return 'sent';
    }
  } catch (error) {
    body = error instanceof Error ? error.message : String(error);
  }
  const failure = classifyOutboxFailure(status, deps.isOnline());
  if (failure === 'offline' || failure === 'unauthorized') {
    await db.outbox.update(row.id!, { sendingSince: null, lastError: describe(status, body) });
    return failure;
  }
  await db.transaction('rw', db.outbox, async () => {
    const current = await db.outbox.get(row.id!);
    if (!current) return;
    const transientFailures = (current.transientFailures ?? 0) + (failure === 'transient' ? 1 : 0);
    const attempts = current.attempts + (failure === 'rejected' ? 1 : 0);
    const isParked = attempts >= retryCap(current, caps);
    await db.outbox.update(row.id!, {
      sendingSince: null,
      attempts,
      transientFailures,
      lastError: describe(status, body),
      state: isParked ? 'parked' : 'pending',
      nextAttemptAt: now() + nextAttemptDelayMs(attempts + transientFailures),
    });
  });
  return 'failed';
}

function serverIdFrom(body: unknown): number | undefined {
  const id = (body as { id?: unknown } | null)?.id;
  return typeof id === 'number' ? id : undefined;
}

function describe(status: number | null, body: unknown): string {
  const detail =
    typeof body === 'string'
      ? body
      : ((body as { detail?: string; title?: string } | null)?.detail ?? (body as { title?: string } | null)?.title ?? '');
  return status === null ? `No answer from the server${detail ? `: ${detail}` : ''}` : `HTTP ${status}${detail ? `: ${detail}` : ''}`;
}
