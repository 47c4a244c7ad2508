import type { OutboxRow } from '../db/rows';

/**
 * What a failed delivery means for the row:
 * - offline: no network; nothing is counted (docs/design.md §4) and the flush stops;
 * - unauthorized: 401/403 pause the queue until the user signs in again; nothing is counted;
 * - transient: no answer while online, a timeout, 408, 429 or 5xx — the call may well succeed later,
 *   so it only paces the retries and never parks the row (a flaky venue network must not park captures);
 * - rejected: the server refused this payload (other 4xx); counted, and parked at the cap.
 */
export type OutboxFailure = 'offline' | 'unauthorized' | 'transient' | 'rejected';

export function classifyOutboxFailure(status: number | null, isOnline: boolean): OutboxFailure {
  if (status === null) return isOnline ? 'transient' : 'offline';
  if (status === 401 || status === 403) return 'unauthorized';
  if (status === 408 || status === 429 || status >= 500) return 'transient';
  return 'rejected';
}

/**
 * Seconds to wait before the next try, growing with each failure; capped at 30 s, because a scorer
 * watching the sync badge at a venue whose network comes back wants the queue moving again soon.
 */
const RETRY_DELAYS_S = [2, 5, 10, 20, 30];

export function nextAttemptDelayMs(failures: number): number {
  return (RETRY_DELAYS_S[Math.min(Math.max(failures, 1), RETRY_DELAYS_S.length) - 1] ?? 30) * 1000;
}

export function retryCap(row: Pick<OutboxRow, 'entity'>, caps: { event: number; possession: number }): number {
  return row.entity === 'possession' ? caps.possession : caps.event;
}
