import { and, eq, exists, notInArray, sql, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';
import { event } from '../db/schema';
import { POSSESSION_STARTS, type MatchScope } from './linkRows';

const ours = alias(event, 'our_happening');
const theirs = alias(event, 'their_happening');

/**
 * The other scorer's records (linked events, possession starts aside) of the happenings in `ourPossession`,
 * answering the possession each lies in; only those in `theirPossession` when given.
 */
export function linkedHappenings(
  tx: Database,
  scope: MatchScope,
  ourPossession: SQLWrapper | string,
  theirPossession?: SQLWrapper,
) {
  return tx
    .select({ possessionUuid: theirs.possessionUuid })
    .from(ours)
    .innerJoin(
      theirs,
      and(
        eq(theirs.organizationId, ours.organizationId),
        eq(theirs.matchId, ours.matchId),
        eq(theirs.uuid, ours.opponentEventUuid),
        eq(theirs.opponentEventUuid, ours.uuid),
      ),
    )
    .where(
      and(
        eq(ours.organizationId, scope.organizationId),
        eq(ours.matchId, scope.matchId),
        eq(ours.possessionUuid, ourPossession),
        notInArray(ours.type, [...POSSESSION_STARTS]),
        theirPossession && eq(theirs.possessionUuid, theirPossession),
      ),
    );
}

/** True when a happening both scorers recorded lies in `ourPossession` and in `theirPossession`. */
export function sharesHappening(
  tx: Database,
  scope: MatchScope,
  ourPossession: SQLWrapper | string,
  theirPossession: SQLWrapper,
) {
  return sql<boolean>`${exists(linkedHappenings(tx, scope, ourPossession, theirPossession))}`;
}
