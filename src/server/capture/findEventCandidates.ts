import { and, between, eq, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import { mirrorEventType, OPPONENT_CLOCK_TOLERANCE_S } from '../../domain/capture';
import type { Database } from '../db/database';
import { reusableQuery } from '../db/reusableQuery';
import { rowsFromDriver } from '../db/rowsFromDriver';
import { event } from '../db/schema';
import { isOtherTeam } from './isOtherTeam';
import { POSSESSION_STARTS, type EventRow } from './linkRows';

const partner = alias(event, 'partner');

type Param = 'organizationId' | 'matchId' | 'teamId' | 'uuid' | 'mirror' | 'possessionUuid' | 'quarter' | 'from' | 'to';
type ParamOf = (name: Param) => Placeholder;

/** `table.column` spelled out: the query builder drops the table of a column inside a subquery's selection. */
const qualified = (table: string, column: PgColumn) => sql`${sql.identifier(table)}.${sql.identifier(column.name)}`;

/**
 * Whether `event`'s named counterpart names it back from the other team, as a lateral lookup by the
 * (organisation, uuid) key: one index probe per event whatever the planner knows of the table (the embedded
 * database keeps statistics only as fresh as its last maintenance, and with them a hash join would read every
 * event of the organisation).
 */
function partnerOf(db: Database) {
  const [theirs, ours] = [(c: PgColumn) => qualified('partner', c), (c: PgColumn) => qualified('event', c)];
  const namesBack = sql<boolean>`${theirs(event.matchId)} = ${ours(event.matchId)} and ${theirs(event.opponentEventUuid)} = ${ours(event.uuid)} and ${theirs(event.teamId)} <> ${ours(event.teamId)}`;
  return db
    .select({ isLinked: namesBack.as('is_linked') })
    .from(partner)
    .where(and(eq(partner.organizationId, event.organizationId), eq(partner.uuid, event.opponentEventUuid)))
    .as('partner_link');
}

/** What pairing reads of the other side's events (EventCandidate), and their ids to write links by. */
const CANDIDATE_COLUMNS = {
  id: event.id,
  uuid: event.uuid,
  quarter: event.quarter,
  time: event.time,
  type: event.type,
  playerNumber: event.playerNumber,
  opponentPlayerNumber: event.opponentPlayerNumber,
  possessionUuid: event.possessionUuid,
  opponentPossessionUuid: event.opponentPossessionUuid,
  opponentEventUuid: event.opponentEventUuid,
};
type CandidateFields = Pick<EventRow, keyof typeof CANDIDATE_COLUMNS>;

/**
 * The other team's events of the match that `where` admits, each with whether it is linked (`isLinked`): only
 * what pairing reads, since every linkable POST runs one of these and most find nothing.
 */
function otherSideEvents(where: (param: ParamOf) => SQL | undefined) {
  return reusableQuery<Param>((db, param) => {
    const link = partnerOf(db);
    return db
      .select({ ...CANDIDATE_COLUMNS, isLinked: sql<boolean>`coalesce(${link.isLinked}, false)`.as('isLinked') })
      .from(event)
      .leftJoinLateral(link, sql`true`)
      .where(
        and(
          eq(event.organizationId, param('organizationId')),
          eq(event.matchId, param('matchId')),
          isOtherTeam(event.teamId, param('teamId')),
          where(param),
        ),
      );
  });
}

const naming = (param: ParamOf) => eq(event.opponentEventUuid, param('uuid'));
/** Each place the other scorer's record of an event may be, as one statement built once. */
const QUERIES = {
  everywhere: otherSideEvents(() => undefined),
  namingIt: otherSideEvents(naming),
  /** A possession start: the other start of the linked possession. */
  inLinkedPossession: otherSideEvents((param) =>
    or(naming(param), and(eq(event.type, param('mirror')), eq(event.possessionUuid, param('possessionUuid')))),
  ),
  /** Any other event: one of the mirrored type near it in time. */
  nearInTime: otherSideEvents((param) =>
    or(
      naming(param),
      and(
        eq(event.type, param('mirror')),
        eq(event.quarter, param('quarter')),
        between(event.time, param('from'), param('to')),
      ),
    ),
  ),
};

/** Where the other scorer's record of `row` may be: a possession start in the linked possession, else near in time. */
function placeOf(row: EventRow): keyof typeof QUERIES {
  if (!(POSSESSION_STARTS as readonly string[]).includes(row.type)) return 'nearInTime';
  return row.opponentPossessionUuid ? 'inLinkedPossession' : 'namingIt';
}

function valuesOf(row: EventRow) {
  return {
    organizationId: row.organizationId,
    matchId: row.matchId,
    teamId: row.teamId,
    uuid: row.uuid,
    mirror: mirrorEventType(row.type),
    possessionUuid: row.opponentPossessionUuid,
    quarter: row.quarter,
    from: row.time - OPPONENT_CLOCK_TOLERANCE_S,
    to: row.time + OPPONENT_CLOCK_TOLERANCE_S,
  };
}

const candidatesFromDriver = (raws: readonly Record<string, unknown>[]) =>
  rowsFromDriver(CANDIDATE_COLUMNS, raws, ['isLinked']) as (CandidateFields & { isLinked: boolean })[];

async function read(tx: Database, query: keyof typeof QUERIES, row: EventRow) {
  return candidatesFromDriver(await QUERIES[query](tx, valuesOf(row)));
}

/**
 * findEventCandidates for an event that is not a possession start (where its counterpart may be does not depend
 * on its possession's link), as a statement with its values written in, to be sent ahead of the linking, and the
 * reading of its rows; undefined for a possession start.
 */
export function eventCandidatesAhead(row: EventRow) {
  if (placeOf(row) !== 'nearInTime') return undefined;
  return { statement: QUERIES.nearInTime.batched(valuesOf(row)), candidates: candidatesFromDriver };
}

/**
 * The other team's events that could be `row`'s counterpart, in one query on the (organisation, match, team)
 * index: those naming it and those of the mirrored type near it, each with whether it is linked.
 */
export async function findEventCandidates(tx: Database, row: EventRow) {
  return read(tx, placeOf(row), row);
}

/** Every event the other team has in `row`'s match, for pairing many rows of one side with one query. */
export async function findOtherSideEvents(tx: Database, row: EventRow) {
  return read(tx, 'everywhere', row);
}

export type EventCandidateRow = Awaited<ReturnType<typeof findEventCandidates>>[number];

/** findEventCandidates' condition, over rows already read: the same candidates, in memory. */
export function isEventCandidate(row: EventRow, candidate: EventCandidateRow): boolean {
  if (candidate.opponentEventUuid === row.uuid) return true;
  const mirror = mirrorEventType(row.type);
  if (mirror === null || candidate.type !== mirror) return false;
  if ((POSSESSION_STARTS as readonly string[]).includes(row.type))
    return row.opponentPossessionUuid !== null && candidate.possessionUuid === row.opponentPossessionUuid;
  return candidate.quarter === row.quarter && Math.abs(candidate.time - row.time) <= OPPONENT_CLOCK_TOLERANCE_S;
}
