import { useLiveQuery } from 'dexie-react-hooks';
import { readOutboxStatus, type OutboxStatus } from '../../data/outbox';

const EMPTY: OutboxStatus = { pending: 0, parked: 0, lastSyncAt: null, unreachableSince: null, problems: [] };

/** The outbox as the user should see it, kept live. */
export function useOutboxStatus(): OutboxStatus {
  return useLiveQuery(readOutboxStatus, [], EMPTY);
}
