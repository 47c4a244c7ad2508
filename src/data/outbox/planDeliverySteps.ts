import type { OutboxRow } from '../db/rows';
import { PARALLEL_DELIVERIES } from './deliverEach';

/** The most entities one bulk request carries (the server's limit). */
export const BULK_LIMIT = 500;

/** One bulk request of creates of one kind, or a few single requests sent side by side. */
export type DeliveryStep = { kind: 'bulk'; rows: OutboxRow[] } | { kind: 'singles'; rows: OutboxRow[] };

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
    ...bulks.flatMap((rows) => chunk(rows, BULK_LIMIT).map((part) => ({ kind: 'bulk' as const, rows: part }))),
    ...chunk(singles, PARALLEL_DELIVERIES).map((part) => ({ kind: 'singles' as const, rows: part })),
  ];
}

function chunk<T>(items: readonly T[], size: number): T[][] {
  const parts: T[][] = [];
  for (let i = 0; i < items.length; i += size) parts.push(items.slice(i, i + size));
  return parts;
}
