import type { OutboxRow } from '../db/rows';
import { claimRows } from './claimRows';
import { deliverBulk } from './deliverBulk';
import type { DeliveryContext, DeliveryOutcome } from './deliveryContext';
import type { OutboxTransport } from './outboxTransport';

/**
 * The bulk requests of one step, sent side by side: each batch is claimed just before it leaves, so the
 * device marks the next batch while the server stores the previous one, and records one answer while the
 * next is still on its way.
 */
export async function deliverBatches(
  batches: readonly (readonly OutboxRow[])[],
  context: DeliveryContext,
  server: OutboxTransport,
): Promise<DeliveryOutcome[]> {
  const sent: Promise<DeliveryOutcome[]>[] = [];
  for (const batch of batches) {
    const claimed = await claimRows(batch);
    if (claimed.length === 0) continue;
    const delivery = deliverBulk(claimed, context, server);
    // Its failure is awaited below; until then it must not count as unhandled.
    delivery.catch(() => undefined);
    sent.push(delivery);
  }
  return (await Promise.all(sent)).flat();
}
