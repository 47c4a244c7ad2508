import { db } from '../db/db';
import type { DataOwner, OutboxRow } from '../db/rows';
import { isOwnedBy } from './isOwnedBy';

/**
 * The rows that may go now: the oldest row of each uuid, if the signed-in user owns it and it is pending
 * and due (order per uuid is kept).
 */
function sendableRows(rows: readonly OutboxRow[], owner: DataOwner, now: number, tried: ReadonlySet<number>): OutboxRow[] {
  const heads = new Map<string, OutboxRow>();
  for (const row of rows) if (!heads.has(row.uuid)) heads.set(row.uuid, row);
  return [...heads.values()].filter(
    (row) => isOwnedBy(row, owner) && row.state === 'pending' && row.nextAttemptAt <= now && !tried.has(row.id!),
  );
}

/**
 * One round's rows, read and marked in flight in one transaction: nothing can merge into or cancel a row
 * between the read that picks it and the mark that protects it, and the whole queue is read once, not once
 * to pick and again to mark. On a flush's first round every older mark is stale (the flush runs under the
 * lock, so no other flush is sending) and is cleared in the same write.
 */
export async function claimRound(
  owner: DataOwner,
  now: number,
  tried: ReadonlySet<number>,
  isFirstRound: boolean,
): Promise<OutboxRow[]> {
  return db.transaction('rw', db.outbox, async () => {
    const rows = await db.outbox.toArray();
    const heads = sendableRows(rows, owner, now, tried);
    const claimed = new Set(heads);
    const stale = isFirstRound ? rows.filter((row) => row.sendingSince && !claimed.has(row)) : [];
    const inFlight = heads.map((row) => ({ ...row, sendingSince: now }));
    await db.outbox.bulkPut([...stale.map((row) => ({ ...row, sendingSince: null })), ...inFlight]);
    return inFlight;
  });
}
