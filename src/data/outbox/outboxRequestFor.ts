import type { OutboxRow } from '../db/rows';
import type { OutboxRequest } from './outboxTransport';

const RESOURCE = { event: '/events', possession: '/possessions' } as const;

export type MatchAction = { action: 'start' | 'end'; matchId: number };

/** The REST call that delivers one outbox row (paths relative to the API base). */
export function outboxRequestFor(row: OutboxRow, serverId: number | undefined): OutboxRequest | null {
  if (row.entity === 'match') {
    const { action, matchId } = row.payload as MatchAction;
    return { method: 'POST', path: `/matches/${matchId}/${action}` };
  }
  const base = RESOURCE[row.entity];
  switch (row.op) {
    case 'create':
      return { method: 'POST', path: base, body: row.payload };
    case 'update':
      return serverId === undefined
        ? null
        : { method: 'PUT', path: `${base}/${serverId}`, body: { ...(row.payload as object), id: serverId } };
    case 'delete':
      return serverId === undefined ? null : { method: 'DELETE', path: `${base}/${serverId}` };
  }
}
