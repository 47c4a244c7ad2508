import { and, between, eq, getTableColumns, inArray, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { OPPONENT_CLOCK_TOLERANCE_S } from '../../domain/capture';
import type { Database } from '../db/database';
import { possession } from '../db/schema';
import { isOtherTeam } from './isOtherTeam';
import { scopeOf, type PossessionRow } from './linkRows';
import { linkedHappenings, sharesHappening } from './sharedHappening';

const partner = alias(possession, 'partner');

/**
 * The other team's possessions that could be `row`'s counterpart, in one query on the (organisation, match)
 * index: those naming it, those starting near it on the other side of the ball, and those holding the other
 * scorer's records of its happenings; each with whether it is linked, shares a happening with `row`, and
 * whether its present link is backed by a happening of its own.
 */
export async function findPossessionCandidates(tx: Database, row: PossessionRow) {
  const scope = scopeOf(row);
  return tx
    .select({
      ...getTableColumns(possession),
      isLinked: sql<boolean>`${partner.id} is not null`,
      sharesHappening: sharesHappening(tx, scope, row.uuid, possession.uuid),
      isLinkBacked: sql<boolean>`${partner.id} is not null and ${sharesHappening(tx, scope, possession.uuid, partner.uuid)}`,
    })
    .from(possession)
    .leftJoin(
      partner,
      and(
        eq(partner.organizationId, possession.organizationId),
        eq(partner.matchId, possession.matchId),
        eq(partner.uuid, possession.opponentPossessionUuid),
        eq(partner.opponentPossessionUuid, possession.uuid),
        ne(partner.teamId, possession.teamId),
      ),
    )
    .where(
      and(
        eq(possession.organizationId, scope.organizationId),
        eq(possession.matchId, scope.matchId),
        isOtherTeam(possession.teamId, row.teamId),
        or(
          eq(possession.opponentPossessionUuid, row.uuid),
          and(
            eq(possession.quarter, row.quarter),
            ne(possession.offense, row.offense),
            between(
              possession.timeFrom,
              row.timeFrom - OPPONENT_CLOCK_TOLERANCE_S,
              row.timeFrom + OPPONENT_CLOCK_TOLERANCE_S,
            ),
          ),
          inArray(possession.uuid, linkedHappenings(tx, scope, row.uuid)),
        ),
      ),
    );
}

export type PossessionCandidateRow = Awaited<ReturnType<typeof findPossessionCandidates>>[number];
