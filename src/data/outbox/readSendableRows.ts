import { db } from '../db/db';
import type { DataOwner, OutboxRow } from '../db/rows';
import { isOwnedBy } from './isOwnedBy';
import { forgetRowsInFlight } from './rowsInFlight';

/**
 * The rows that may go now, read in one go: the oldest row of each uuid, if the signed-in user owns it and
 * it is pending and due (order per uuid is kept). Reading picks, claiming (claimRows) marks: a request's
 * rows are marked just before it leaves. On a flush's first round every older mark is stale (the flush runs
 * under the lock, so no other flush is sending) and is cleared.
 */
export async function readSendableRows(
  owner: DataOwner,
  now: number,
  tried: ReadonlySet<number>,
  isFirstRound: boolean,
): Promise<OutboxRow[]> {
  if (isFirstRound) await forgetRowsInFlight();
  const rows = await db.outbox.toArray();
  const heads = new Map<string, OutboxRow>();
  for (const row of rows) if (!heads.has(row.uuid)) heads.set(row.uuid, row);
  return [...heads.values()].filter(
    (row) => isOwnedBy(row, owner) && row.state === 'pending' && row.nextAttemptAt <= now && !tried.has(row.id!),
  );
}
