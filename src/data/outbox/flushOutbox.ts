import { MAX_EVENT_RETRIES, MAX_POSSESSION_RETRIES } from '../../domain/model';
import { db } from '../db/db';
import { isSameOwner } from '../owner/isSameOwner';
import { readSignedInUser, type SignedInUser } from '../owner/readSignedInUser';
import { claimRows } from './claimRows';
import { deliverBatches } from './deliverBatches';
import { deliverEach } from './deliverEach';
import { isStop, type DeliveryContext } from './deliveryContext';
import type { OutboxTransport } from './outboxTransport';
import { planDeliverySteps } from './planDeliverySteps';
import { readSendableRows } from './readSendableRows';
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

/** True while the user the flush started for is still the one signed in (a logout or another login stops it). */
async function isStillSignedIn(user: SignedInUser): Promise<boolean> {
  const current = await readSignedInUser();
  return current !== null && current.token === user.token && isSameOwner(current.owner, user.owner);
}

/**
 * Delivers queued writes in rounds: each round takes the oldest row of every uuid, sends the creates in
 * bulk where several of a kind are due and the rest a few requests at a time; a uuid's later rows wait for
 * the next round. Each request's rows are marked in flight just before it leaves (claimRows). Must run under
 * the 'outbox-sync' lock (see performGuardedFlush), which is why it may treat every row left in flight as stale.
 */
export async function flushOutbox(deps: FlushDeps): Promise<FlushResult> {
  const result: FlushResult = { sent: 0, failed: 0, stoppedBy: 'done' };
  if (!deps.isOnline()) {
    // The page's own online flag may disagree (a reload while offline leaves it true in Chromium): tell it.
    if ((await db.outbox.count()) > 0) await recordServerUnreachable((deps.now ?? Date.now)());
    return { ...result, stoppedBy: 'offline' };
  }
  // The flush runs only with a token and a known organisation (docs/product.md §4: "an organization id exists").
  const user = await readSignedInUser();
  if (!user) return { ...result, stoppedBy: 'not-signed-in' };
  const context: DeliveryContext = {
    // Every row goes with the token of the user it was read for, never with a token that signed in meanwhile.
    transport: (request) => deps.transport({ ...request, token: user.token }),
    isOnline: deps.isOnline,
    now: deps.now ?? Date.now,
    caps: deps.caps ?? { event: MAX_EVENT_RETRIES, possession: MAX_POSSESSION_RETRIES },
    isStillSignedIn: () => isStillSignedIn(user),
  };

  const tried = new Set<number>();
  for (let round = 0; ; round += 1) {
    const heads = await readSendableRows(user.owner, context.now(), tried, round === 0);
    if (heads.length === 0) return result;
    for (const step of planDeliverySteps(heads, !serversWithoutBulk.has(deps.transport))) {
      if (!(await context.isStillSignedIn())) return { ...result, stoppedBy: 'not-signed-in' };
      for (const row of step.rows) tried.add(row.id!);
      const outcomes =
        step.kind === 'bulk'
          ? await deliverBatches(step.batches, context, deps.transport)
          : await deliverEach(await claimRows(step.rows), context);
      result.sent += outcomes.filter((o) => o === 'sent').length;
      result.failed += outcomes.filter((o) => o === 'failed').length;
      const stop = outcomes.find(isStop);
      if (stop) return { ...result, stoppedBy: stop };
    }
  }
}
