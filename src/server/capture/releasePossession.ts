import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { event, possession } from '../db/schema';
import { POSSESSION_STARTS, type MatchScope } from './linkRows';

/**
 * A possession whose counterpart turned out to be another's: it and its events point nowhere again (a fresh
 * opponent uuid, as the capture engine gives a new possession), its possession start too, so nobody reads half
 * a link. It may pair again on its next write or when its counterpart arrives.
 */
export async function releasePossession(tx: Database, scope: MatchScope, uuid: string): Promise<void> {
  const nowhere = randomUUID();
  await tx
    .update(possession)
    .set({ opponentPossessionUuid: nowhere, opponentPlayersInWater: null, opponentFormation: null })
    .where(and(eq(possession.organizationId, scope.organizationId), eq(possession.uuid, uuid)));
  const isStart = inArray(event.type, [...POSSESSION_STARTS]);
  await tx
    .update(event)
    .set({
      opponentPossessionUuid: nowhere,
      opponentEventUuid: sql`case when ${isStart} then ${randomUUID()}::uuid else ${event.opponentEventUuid} end`,
    })
    .where(
      and(
        eq(event.organizationId, scope.organizationId),
        eq(event.matchId, scope.matchId),
        eq(event.possessionUuid, uuid),
      ),
    );
}
