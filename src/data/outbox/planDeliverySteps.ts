import type { OutboxRow } from '../db/rows';
import { PARALLEL_DELIVERIES } from './deliverEach';

/** The most entities one bulk request carries (the server's limit). */
export const BULK_LIMIT = 500;

/**
 * The creates of one kind in bulk requests of at most BULK_LIMIT, sent side by side (the client records one
 * answer while the server stores the next), or a few single requests sent side by side.
 */
export type DeliveryStep =
  { kind: 'bulk'; rows: OutboxRow[]; batches: OutboxRow[][] } | { kind: 'singles'; rows: OutboxRow[] };

/**
 * The order of a round's requests. Creates go in bulk where more than one of a kind is due: possessions
 * before events, since an event names its possession and the server links opponents through it. Updates,
 * deletes, match actions and a lone create go one request each, oldest first, as before bulk existed.
 */
export function planDeliverySteps(heads: readonly OutboxRow[], hasBulk: boolean): DeliveryStep[] {
  const creates = (entity: OutboxRow['entity']) => heads.filter((row) => row.entity === entity && row.op === 'create');
  const bulks = hasBulk ? [creates('possession'), creates('event')].filter((rows) => rows.length > 1) : [];
  const inBulk = new Set(bulks.flat());
  const singles = heads.filter((row) => !inBulk.has(row));
  return [
    ...bulks.map((rows) => ({ kind: 'bulk' as const, rows, batches: chunk(rows, BULK_LIMIT) })),
    ...chunk(singles, PARALLEL_DELIVERIES).map((part) => ({ kind: 'singles' as const, rows: part })),
  ];
}

function chunk<T>(items: readonly T[], size: number): T[][] {
  const parts: T[][] = [];
  for (let i = 0; i < items.length; i += size) parts.push(items.slice(i, i + size));
  return parts;
}
