import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { event, possession } from '../db/schema';
import { POSSESSION_STARTS, scopeOf, type PossessionRow } from './linkRows';

const sameCaps = (a: readonly number[] | null, b: readonly number[] | null) => JSON.stringify(a) === JSON.stringify(b);

/** `row` names `counterpart` and carries its players in water and formation as the opponent's. */
async function pointPossessionAt(tx: Database, row: PossessionRow, counterpart: PossessionRow): Promise<PossessionRow> {
  const isCurrent =
    row.opponentPossessionUuid === counterpart.uuid &&
    sameCaps(row.opponentPlayersInWater, counterpart.playersInWater) &&
    row.opponentFormation === counterpart.formation;
  if (isCurrent) return row;
  const [updated] = await tx
    .update(possession)
    .set({
      opponentPossessionUuid: counterpart.uuid,
      opponentPlayersInWater: counterpart.playersInWater,
      opponentFormation: counterpart.formation,
    })
    .where(eq(possession.id, row.id))
    .returning();
  return updated ?? row;
}

/** Every event of `row` names the counterpart possession (or where `row` points) as its opponent possession. */
export async function pointEventsAt(tx: Database, row: PossessionRow, counterpartUuid: string): Promise<void> {
  await tx
    .update(event)
    .set({ opponentPossessionUuid: counterpartUuid })
    .where(
      and(
        eq(event.organizationId, row.organizationId),
        eq(event.matchId, row.matchId),
        eq(event.possessionUuid, row.uuid),
        sql`${event.opponentPossessionUuid} is distinct from ${counterpartUuid}::uuid`,
      ),
    );
}

/** The two possessions' starts (OFFENSE_START ↔ DEFENSE_START) name each other; one alone points nowhere yet. */
async function linkPossessionStarts(tx: Database, a: PossessionRow, b: PossessionRow): Promise<void> {
  const { organizationId, matchId } = scopeOf(a);
  const starts = await tx
    .select({ id: event.id, uuid: event.uuid, possessionUuid: event.possessionUuid })
    .from(event)
    .where(
      and(
        eq(event.organizationId, organizationId),
        eq(event.matchId, matchId),
        inArray(event.possessionUuid, [a.uuid, b.uuid]),
        inArray(event.type, [...POSSESSION_STARTS]),
      ),
    )
    .orderBy(event.id);
  const startA = starts.find((start) => start.possessionUuid === a.uuid);
  const startB = starts.find((start) => start.possessionUuid === b.uuid);
  if (startA) await setOpponentEvent(tx, startA.id, startB?.uuid ?? randomUUID());
  if (startB) await setOpponentEvent(tx, startB.id, startA?.uuid ?? randomUUID());
}

async function setOpponentEvent(tx: Database, id: number, opponentEventUuid: string): Promise<void> {
  await tx.update(event).set({ opponentEventUuid }).where(eq(event.id, id));
}

/**
 * Makes two possessions of the two teams each other's counterpart: each names the other and carries its players
 * in water and formation; for a new link also their events (opponent possession) and their starts (each other).
 * Answers `row` as stored now.
 */
export async function joinPossessions(
  tx: Database,
  row: PossessionRow,
  counterpart: PossessionRow,
  isNewLink: boolean,
): Promise<PossessionRow> {
  const linked = await pointPossessionAt(tx, row, counterpart);
  await pointPossessionAt(tx, counterpart, linked);
  if (isNewLink) {
    await pointEventsAt(tx, row, counterpart.uuid);
    await pointEventsAt(tx, counterpart, row.uuid);
    await linkPossessionStarts(tx, row, counterpart);
  }
  return linked;
}
