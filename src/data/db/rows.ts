import type {
  Account,
  League,
  Match,
  MatchEvent,
  MatchExternalId,
  MatchPlayer,
  MatchVideo,
  Player,
  Possession,
  Team,
} from '../../domain/model';
import type { MatchSummary } from '../../domain/stats';

/** Row shapes of the browser database. Entities are stored in their wire shape (nested `{ id }` refs). */

/** The single auth row (key 'current'); the service worker reads the token from here. */
export type AuthRow = { key: 'current'; token: string | null };
/** The cached account of the signed-in user (key 'current'), so roles and names work offline. */
export type AccountRow = { key: 'current'; account: Account };

export type MatchRow = Match & { id: number };
export type TeamRow = Team & { id: number };
export type PlayerRow = Player & { id: number };
export type LeagueRow = League & { id: number };
export type MatchPlayerRow = MatchPlayer & { id: number };
export type MatchVideoRow = MatchVideo & { id: number };
export type MatchExternalIdRow = MatchExternalId & { id: number };
/** Events and possessions are keyed by their client uuid; `id` is the server id once synced. */
/**
 * Device-local and never sent: when this device recorded the row (increasing per device). Rows of the same match
 * second keep the order they were recorded in after the server's copy replaces the local one, whatever order
 * the parallel deliveries reached the server in.
 */
export type RecordedOrder = { recordedSeq?: number };
export type EventRow = MatchEvent & RecordedOrder;
export type PossessionRow = Possession & RecordedOrder;

/** The persisted live match state of one match (docs/design.md §3.5); `state` is a plain snapshot, never a proxy. */
export type CaptureStateRow = { matchId: number; state: unknown; updatedAt: number };

export type OutboxEntity = 'event' | 'possession' | 'match';
export type OutboxOp = 'create' | 'update' | 'delete';
export type OutboxState = 'pending' | 'parked';
/**
 * What the last failed delivery of a row got: its status (null: no answer), what the server said, and the problem's
 * stable message key when it gave one (api-contract.md), e.g. 'error.matchsigned', for the app to word it.
 */
export type OutboxFailure = { status: number | null; detail: string; message?: string };
/**
 * Who cached data or queued a write on this device: a user within an organisation. A shared tablet
 * shows and sends each user only what they own.
 */
export type DataOwner = { userId: number; organizationId: number | null };
/** One pending server call (docs/design.md §4). */
export type OutboxRow = {
  id?: number;
  /** The user who queued it; only they see it and only their flush sends it. Absent on rows queued before owners. */
  owner?: DataOwner;
  entity: OutboxEntity;
  op: OutboxOp;
  uuid: string;
  serverId?: number;
  payload: unknown;
  attempts: number;
  nextAttemptAt: number;
  lastError: string | null;
  /** The last failure as data, for the app to word; absent on rows that failed before it was kept. */
  lastFailure?: OutboxFailure | null;
  state: OutboxState;
  createdAt: number;
  /** Bumped whenever a later write is merged in, so a flush never deletes a row changed while it was sent. */
  version?: number;
  /** Transient failures (network, timeouts, 5xx): they only pace the retries, they never park a row. */
  transientFailures?: number;
};

export type MetaRow = { key: string; value: unknown };

/** A match's statistics summary (src/domain/stats/summary), keyed by the match id. */
export type MatchSummaryRow = MatchSummary;
