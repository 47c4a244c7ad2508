import { MAX_EVENT_RETRIES, MAX_POSSESSION_RETRIES } from '../../domain/model';
import { db } from '../db/db';
import type { DataOwner, OutboxRow } from '../db/rows';
import { isSameOwner } from '../owner/isSameOwner';
import { readSignedInUser, type SignedInUser } from '../owner/readSignedInUser';
import { deliverBulk } from './deliverBulk';
import { deliverEach } from './deliverEach';
import { isStop, type DeliveryContext } from './deliveryContext';
import { isOwnedBy } from './isOwnedBy';
import type { OutboxTransport } from './outboxTransport';
import { planDeliverySteps } from './planDeliverySteps';
import { serversWithoutBulk } from './serversWithoutBulk';
import { recordServerUnreachable } from './serverUnreachable';

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
 * Delivers queued writes in rounds: each round takes the oldest row of every uuid, sends the creates in
 * bulk where several of a kind are due and the rest a few requests at a time; a uuid's later rows wait for
 * the next round. Must run under the 'outbox-sync' lock (see performGuardedFlush), which is why it may
 * treat every `sendingSince` mark as stale.
 */
export async function flushOutbox(deps: FlushDeps): Promise<FlushResult> {
  const result: FlushResult = { sent: 0, failed: 0, stoppedBy: 'done' };
  if (!deps.isOnline()) {
    // The page's own online flag may disagree (a reload while offline leaves it true in Chromium): tell it.
    if ((await db.outbox.count()) > 0) await recordServerUnreachable((deps.now ?? Date.now)());
    return { ...result, stoppedBy: 'offline' };
  }
  // The flush runs only with a token and a known organisation (spec §4: "an organization id exists").
  const user = await readSignedInUser();
  if (!user) return { ...result, stoppedBy: 'not-signed-in' };
  await db.outbox.filter((row) => Boolean(row.sendingSince)).modify({ sendingSince: null });
  const context: DeliveryContext = {
    // Every row goes with the token of the user it was read for, never with a token that signed in meanwhile.
    transport: (request) => deps.transport({ ...request, token: user.token }),
    isOnline: deps.isOnline,
    now: deps.now ?? Date.now,
    caps: deps.caps ?? { event: MAX_EVENT_RETRIES, possession: MAX_POSSESSION_RETRIES },
    isStillSignedIn: () => isStillSignedIn(user),
  };

  const tried = new Set<number>();
  for (;;) {
    const heads = sendableRows(await db.outbox.orderBy('id').toArray(), user.owner, context.now(), tried);
    if (heads.length === 0) return result;
    for (const step of planDeliverySteps(heads, !serversWithoutBulk.has(deps.transport))) {
      if (!(await context.isStillSignedIn())) return { ...result, stoppedBy: 'not-signed-in' };
      for (const row of step.rows) tried.add(row.id!);
      await markInFlight(step.rows, context.now());
      const outcomes =
        step.kind === 'bulk'
          ? (await Promise.all(step.batches.map((batch) => deliverBulk(batch, context, deps.transport)))).flat()
          : await deliverEach(step.rows, context);
      result.sent += outcomes.filter((o) => o === 'sent').length;
      result.failed += outcomes.filter((o) => o === 'failed').length;
      const stop = outcomes.find(isStop);
      if (stop) return { ...result, stoppedBy: stop };
    }
  }
}

async function markInFlight(rows: OutboxRow[], at: number): Promise<void> {
  await db.outbox.bulkUpdate(rows.map((row) => ({ key: row.id!, changes: { sendingSince: at } })));
}
