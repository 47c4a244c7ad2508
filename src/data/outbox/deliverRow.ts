import type { OutboxRow } from '../db/rows';
import type { DeliveryContext, DeliveryOutcome } from './deliveryContext';
import { outboxRequestFor } from './outboxRequestFor';
import { recordDeliveries } from './recordDelivery';
import { recordFailure } from './recordFailure';
import { resolveServerId } from './resolveServerId';

/** Delivers one row with its own REST call (docs/design.md §4). */
export async function deliverRow(row: OutboxRow, context: DeliveryContext): Promise<DeliveryOutcome> {
  let status: number | null = null;
  let body: unknown;
  try {
    const serverId = row.op === 'create' ? undefined : await resolveServerId(row, context.transport);
    const request = outboxRequestFor(row, serverId);
    if (request === null) {
      // An update or delete of something the server never received: the create carried the last state.
      await recordDeliveries([{ row, serverId: undefined }], context.now());
      return 'sent';
    }
    ({ status, body } = await context.transport(request));
    const isGoneAlready = request.method === 'DELETE' && status === 404;
    if ((status >= 200 && status < 300) || isGoneAlready) {
      await recordDeliveries([{ row, serverId: serverIdFrom(body) ?? serverId }], context.now());
      return 'sent';
    }
  } catch (error) {
    body = error instanceof Error ? error.message : String(error);
  }
  return recordFailure(row, status, body, context);
}

function serverIdFrom(body: unknown): number | undefined {
  const id = (body as { id?: unknown } | null)?.id;
  return typeof id === 'number' ? id : undefined;
}
