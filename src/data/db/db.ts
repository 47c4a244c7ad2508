import { Dexie, type EntityTable, type Table } from 'dexie';
import { matchSummaryInvalidation } from './matchSummaryInvalidation';
import type {
  AccountRow,
  AuthRow,
  EventRow,
  CaptureStateRow,
  MatchExternalIdRow,
  MatchSummaryRow,
  MatchPlayerRow,
  MatchRow,
  MatchVideoRow,
  MetaRow,
  OutboxRow,
  PlayerRow,
  PossessionRow,
  TeamRow,
} from './rows';

export type PoolsideDb = Dexie & {
  auth: EntityTable<AuthRow, 'key'>;
  account: EntityTable<AccountRow, 'key'>;
  matches: EntityTable<MatchRow, 'id'>;
  teams: EntityTable<TeamRow, 'id'>;
  players: EntityTable<PlayerRow, 'id'>;
  matchPlayers: EntityTable<MatchPlayerRow, 'id'>;
  matchVideos: EntityTable<MatchVideoRow, 'id'>;
  matchExternalIds: EntityTable<MatchExternalIdRow, 'id'>;
  events: EntityTable<EventRow, 'uuid'>;
  possessions: EntityTable<PossessionRow, 'uuid'>;
  // The capture state of each match in progress; the table keeps the name devices already store it under.
  liveStates: EntityTable<CaptureStateRow, 'matchId'>;
  outbox: EntityTable<OutboxRow, 'id'>;
  meta: EntityTable<MetaRow, 'key'>;
  matchSummaries: EntityTable<MatchSummaryRow, 'matchId'>;
  /** Each match's summary sliced by quarter, keyed [matchId, quarter] (see SLICED_QUARTERS). */
  matchQuarterSummaries: Table<MatchSummaryRow, [number, number]>;
};

export const DB_NAME = 'poolside';

/**
 * The one browser database, opened by the app and the service worker alike.
 * Versions are ADDITIVE ONLY: never change or drop an index of a released version, add a new version
 * instead, because an older service worker may still have the database open.
 * Nested refs are indexed by key path: `[match.id+team.id]` is the matchId+teamId index.
 */
export const db = new Dexie(DB_NAME) as PoolsideDb;

db.version(1).stores({
  auth: 'key',
  account: 'key',
  matches: 'id, name, status',
  teams: 'id, name',
  players: 'id, lastName, team.id',
  matchPlayers: 'id, match.id, [match.id+team.id]',
  matchVideos: 'id, match.id',
  matchExternalIds: 'id, match.id',
  events: 'uuid, id, match.id, [match.id+team.id], possessionUuid',
  possessions: 'uuid, id, match.id, [match.id+team.id]',
  liveStates: 'matchId',
  outbox: '++id, uuid, entity, state, [state+nextAttemptAt]',
  meta: 'key',
});
// Video files picked on this device for analysis (src/data/video/localVideoTable.ts), never uploaded.
db.version(2).stores({ localVideos: 'key, matchId' });
// Each match's statistics summary, kept beside its cached log (docs/design.md §7); a new table, so a device with data
// upgrades by adding it empty, and the summaries are computed from the cached logs as they are read.
db.version(3).stores({ matchSummaries: 'matchId' });
// Each match's summary sliced by quarter, which give the Quarter filter's figures: a table apart, so an opening
// of the statistics screen without a quarter chosen reads no more than the whole-match summaries; the slices
// are computed from the cached logs in the background once the screen has filled its tabs.
db.version(4).stores({ matchQuarterSummaries: '[matchId+quarter]' });
db.use(matchSummaryInvalidation);

// A newer tab or service worker upgrades the schema: let Dexie close this connection (its default)
// and never reload the page here; an open capture must not be interrupted (docs/design.md §4).
db.on('versionchange', () => {
  console.info('[db] a newer version of the database was opened elsewhere; this connection closes.');
});
