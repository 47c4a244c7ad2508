import type { DBCore, DBCoreMutateRequest, DBCoreMutateResponse, DBCoreTable, Middleware } from 'dexie';
import { SLICED_QUARTERS } from '../../domain/stats/summary/slicedQuarters';

/** The tables a match's statistics summary is computed from (the match row is checked when it is read). */
const SOURCES = new Set(['events', 'possessions', 'matchPlayers']);
export const MATCH_SUMMARIES_TABLE = 'matchSummaries';
/** The matches' summaries sliced by quarter, keyed [matchId, quarter]: dropped with the whole-match summary. */
export const MATCH_QUARTER_SUMMARIES_TABLE = 'matchQuarterSummaries';
const SUMMARY_STORES = [MATCH_SUMMARIES_TABLE, MATCH_QUARTER_SUMMARIES_TABLE];

type MatchRef = { match?: { id?: unknown } | null } | undefined;

function matchIdsOf(rows: readonly MatchRef[], into: Set<number>): void {
  for (const row of rows) if (typeof row?.match?.id === 'number') into.add(row.match.id);
}

/** The primary keys of the rows a write replaces or deletes. */
function replacedKeys(table: DBCoreTable, request: DBCoreMutateRequest): readonly unknown[] {
  if (request.type === 'delete') return request.keys;
  if (request.type !== 'put') return [];
  const extractKey = table.schema.primaryKey.extractKey;
  return request.keys ?? request.updates?.keys ?? (extractKey ? request.values.map(extractKey) : []);
}

/**
 * Whether a put names the fields it changes and the match is not among them (an update or a modify with a
 * changes object, such as a server id written back): the rows it replaces are in the matches it writes.
 */
function keepsMatch(request: DBCoreMutateRequest): boolean {
  if (request.type !== 'put') return false;
  const specs = request.updates?.changeSpecs ?? (request.changeSpec ? [request.changeSpec] : null);
  return (
    specs !== null && specs.every((changes) => Object.keys(changes).every((path) => path.split('.')[0] !== 'match'))
  );
}

/**
 * The matches a write touches: those of the rows written, and of the rows it replaces or deletes (a row put
 * again under another match leaves its old match too). Answered at once when nothing needs to be read.
 */
function touchedMatches(table: DBCoreTable, request: DBCoreMutateRequest): Set<number> | Promise<Set<number>> {
  const ids = new Set<number>();
  const { trans } = request;
  if (request.type === 'add' || request.type === 'put') matchIdsOf(request.values as MatchRef[], ids);
  const replaced = keepsMatch(request) ? [] : replacedKeys(table, request);
  if (replaced.length > 0)
    return table.getMany({ trans, keys: [...replaced] }).then((rows) => (matchIdsOf(rows, ids), ids));
  if (request.type === 'deleteRange')
    return table
      .query({ trans, values: true, query: { index: table.schema.primaryKey, range: request.range } })
      .then(({ result }) => (matchIdsOf(result as MatchRef[], ids), ids));
  return ids;
}

/**
 * Every write of events, possessions or rosters, by whatever code (capture, edit, delete, sync, a pull from
 * the server, the service worker), drops the stored statistics summary of the matches it touches and its
 * quarter slices, in the same transaction: a summary is never stale, at worst absent, and an absent one is
 * computed again from the log when the statistics read it (readStatsSummaries). Read-write transactions over
 * those tables therefore include the summaries tables.
 */
export const matchSummaryInvalidation: Middleware<DBCore> = {
  stack: 'dbcore',
  name: 'matchSummaryInvalidation',
  create: (down) => ({
    ...down,
    transaction: (stores, mode, options) =>
      down.transaction(
        mode === 'readwrite' && stores.some((store) => SOURCES.has(store))
          ? [...stores, ...SUMMARY_STORES.filter((table) => !stores.includes(table))]
          : stores,
        mode,
        options,
      ),
    table: (name) => {
      const table = down.table(name);
      if (!SOURCES.has(name)) return table;
      return {
        ...table,
        // Dexie's own layers below (hooks, cache) find the caller's transaction in Dexie's zone, which an
        // `await` here would leave (every first roster refresh failed with "reading 'table'"): each step is
        // chained with `then` on the promises Dexie answers, as Dexie's own middlewares do.
        mutate: (request) => {
          const write = (matchIds: Set<number>): Promise<DBCoreMutateResponse> => {
            if (matchIds.size === 0) return table.mutate(request);
            const ids = [...matchIds];
            const slices = ids.flatMap((id) => SLICED_QUARTERS.map((quarter) => [id, quarter]));
            return down
              .table(MATCH_SUMMARIES_TABLE)
              .mutate({ type: 'delete', trans: request.trans, keys: ids })
              .then(() =>
                down
                  .table(MATCH_QUARTER_SUMMARIES_TABLE)
                  .mutate({ type: 'delete', trans: request.trans, keys: slices }),
              )
              .then(() => table.mutate(request));
          };
          const touched = touchedMatches(table, request);
          return touched instanceof Set ? write(touched) : touched.then(write);
        },
      };
    },
  }),
};
