import type { OutboxRow } from '../db/rows';
import { classifyOutboxFailure } from './classifyOutboxFailure';
import { deliverEach } from './deliverEach';
import type { DeliveryContext, DeliveryOutcome } from './deliveryContext';
import type { OutboxTransport } from './outboxTransport';
import { recordDeliveries, type Delivery } from './recordDelivery';
import { recordFailure } from './recordFailure';
import { serversWithoutBulk } from './serversWithoutBulk';

const BULK_PATH = { event: '/events/bulk', possession: '/possessions/bulk', match: null } as const;

/** One entity's verdict in a bulk answer (docs/api.md §4: in order, one per entity sent). */
type BulkResult = { uuid: string; status: number; id?: unknown; problem?: unknown };

/**
 * Delivers the creates of one kind (all marked in flight) in one bulk request. Each entity gets the verdict
 * a single POST would have given it: its own id, or its own failure counted against its own uuid only. A
 * request that got no usable answer fails every row the way a single request would; a server without bulk
 * (404/405) is remembered and served one request per row; a 413 halves the batch.
 */
export async function deliverBulk(
  rows: readonly OutboxRow[],
  context: DeliveryContext,
  server: OutboxTransport,
): Promise<DeliveryOutcome[]> {
  const path = BULK_PATH[rows[0]!.entity];
  if (path === null) return deliverEach(rows, context);
  let status: number | null = null;
  let body: unknown;
  try {
    ({ status, body } = await context.transport({ method: 'POST', path, body: rows.map((row) => row.payload) }));
  } catch (error) {
    body = error instanceof Error ? error.message : String(error);
  }
  if (status === 404 || status === 405) {
    serversWithoutBulk.add(server);
    return deliverEach(rows, context);
  }
  if (status === 413 && rows.length > 1) {
    const half = Math.ceil(rows.length / 2);
    return [
      ...(await deliverBulk(rows.slice(0, half), context, server)),
      ...(await deliverBulk(rows.slice(half), context, server)),
    ];
  }
  const isStored = status !== null && status >= 200 && status < 300;
  const isRefusedAsWhole = status !== null && classifyOutboxFailure(status, true) === 'rejected';
  if (!isStored && !isRefusedAsWhole) {
    // No answer, a server fault or a lost session: the request as a whole failed, so each of its rows did.
    const outcome = await recordFailure(rows, status, body, context);
    return rows.map(() => outcome);
  }
  return settleResults(rows, resultsByUuid(isStored ? body : null), context);
}

/**
 * Stores the verdicts of a bulk answer. A row the answer does not speak of (a refused request as a whole,
 * or a malformed answer) is sent on its own, so that only its own verdict can count against it.
 */
async function settleResults(
  rows: readonly OutboxRow[],
  results: Map<string, BulkResult>,
  context: DeliveryContext,
): Promise<DeliveryOutcome[]> {
  const delivered: Delivery[] = [];
  const refused: [OutboxRow, BulkResult][] = [];
  const unanswered: OutboxRow[] = [];
  for (const row of rows) {
    const result = results.get(row.uuid);
    if (!result) unanswered.push(row);
    else if (result.status >= 200 && result.status < 300)
      delivered.push({ row, serverId: typeof result.id === 'number' ? result.id : undefined });
    else refused.push([row, result]);
  }
  await recordDeliveries(delivered, context.now());
  const outcomes: DeliveryOutcome[] = delivered.map(() => 'sent');
  for (const [row, result] of refused) outcomes.push(await recordFailure(row, result.status, result.problem, context));
  return [...outcomes, ...(await deliverEach(unanswered, context))];
}

function resultsByUuid(body: unknown): Map<string, BulkResult> {
  const results = new Map<string, BulkResult>();
  if (!Array.isArray(body)) return results;
  for (const item of body as Partial<BulkResult>[]) {
    if (typeof item?.uuid === 'string' && typeof item.status === 'number') results.set(item.uuid, item as BulkResult);
  }
  return results;
}
