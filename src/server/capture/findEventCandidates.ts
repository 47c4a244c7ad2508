import { and, between, eq, getTableColumns, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { mirrorEventType, OPPONENT_CLOCK_TOLERANCE_S } from '../../domain/capture';
import type { Database } from '../db/database';
import { event } from '../db/schema';
import { POSSESSION_STARTS, type EventRow } from './linkRows';

const partner = alias(event, 'partner');

/** Where the other scorer's record of `row` may be: a possession start in the linked possession, else near in time. */
function nearby(row: EventRow): SQL | undefined {
  const mirror = mirrorEventType(row.type);
  if (mirror === null) return undefined;
  if ((POSSESSION_STARTS as readonly string[]).includes(row.type)) {
    return row.opponentPossessionUuid
      ? and(eq(event.type, mirror), eq(event.possessionUuid, row.opponentPossessionUuid))
      : undefined;
  }
  return and(
    eq(event.type, mirror),
    eq(event.quarter, row.quarter),
    between(event.time, row.time - OPPONENT_CLOCK_TOLERANCE_S, row.time + OPPONENT_CLOCK_TOLERANCE_S),
  );
}

/** The other team's events of `row`'s match that `where` admits, each with whether it is linked. */
function otherSideEvents(tx: Database, row: EventRow, where: SQL | undefined) {
  return tx
    .select({ ...getTableColumns(event), isLinked: sql<boolean>`${partner.id} is not null` })
    .from(event)
    .leftJoin(
      partner,
      and(
        eq(partner.organizationId, event.organizationId),
        eq(partner.matchId, event.matchId),
        eq(partner.uuid, event.opponentEventUuid),
        eq(partner.opponentEventUuid, event.uuid),
        ne(partner.teamId, event.teamId),
      ),
    )
    .where(
      and(
        eq(event.organizationId, row.organizationId),
        eq(event.matchId, row.matchId),
        ne(event.teamId, row.teamId),
        where,
      ),
    );
}

/**
 * The other team's events that could be `row`'s counterpart, in one query on the (organisation, match) index:
 * those naming it and those of the mirrored type near it, each with whether it is linked.
 */
export async function findEventCandidates(tx: Database, row: EventRow) {
  return otherSideEvents(tx, row, or(eq(event.opponentEventUuid, row.uuid), nearby(row)));
}

/** Every event the other team has in `row`'s match, for pairing many rows of one side with one query. */
export async function findOtherSideEvents(tx: Database, row: EventRow) {
  return otherSideEvents(tx, row, undefined);
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
