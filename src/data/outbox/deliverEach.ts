import type { OutboxRow } from '../db/rows';
import { isStop, type DeliveryContext, type DeliveryOutcome } from './deliveryContext';
import { deliverRow } from './deliverRow';
import { releaseRows } from './releaseRows';

/**
 * Rows of different uuids are independent, so a few single requests go at once (a uuid's own rows stay
 * in order: only the oldest row of each uuid is ever delivered in a round).
 */
export const PARALLEL_DELIVERIES = 6;

/**
 * Delivers rows (all marked in flight) one request each, a few at a time. Going offline, losing the
 * session or a change of user stops it; the rows not tried are released for the next flush.
 */
export async function deliverEach(rows: readonly OutboxRow[], context: DeliveryContext): Promise<DeliveryOutcome[]> {
  const outcomes: DeliveryOutcome[] = [];
  for (let i = 0; i < rows.length; i += PARALLEL_DELIVERIES) {
    if (!(await context.isStillSignedIn())) {
      await releaseRows(rows.slice(i));
      return [...outcomes, 'not-signed-in'];
    }
    outcomes.push(
      ...(await Promise.all(rows.slice(i, i + PARALLEL_DELIVERIES).map((row) => deliverRow(row, context)))),
    );
    if (outcomes.some(isStop)) {
      await releaseRows(rows.slice(i + PARALLEL_DELIVERIES));
      return outcomes;
    }
  }
  return outcomes;
}
