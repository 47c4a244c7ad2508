import { db } from '../db/db';
import type { OutboxRow } from '../db/rows';
import type { OutboxTransport } from './outboxTransport';

/**
 * The server id of the row's entity: from the row, else from the local copy (written back when its
 * create was delivered), else asked from the server by uuid (a create whose answer was lost).
 */
export async function resolveServerId(row: OutboxRow, transport: OutboxTransport): Promise<number | undefined> {
  if (row.serverId !== undefined) return row.serverId;
  if (row.entity === 'match') return undefined;
  const table = row.entity === 'event' ? db.events : db.possessions;
  const local = await table.get(row.uuid);
  if (local?.id !== undefined) return local.id;
  const path = row.entity === 'event' ? '/events' : '/possessions';
  const { status, body } = await transport({
    method: 'GET',
    path: `${path}?uuid.equals=${encodeURIComponent(row.uuid)}`,
  });
  if (status !== 200 || !Array.isArray(body)) return undefined;
  const id = (body[0] as { id?: unknown } | undefined)?.id;
  return typeof id === 'number' ? id : undefined;
}
