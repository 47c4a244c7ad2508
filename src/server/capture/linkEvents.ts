import { and, eq, inArray } from 'drizzle-orm';
import { mirrorEventType, pairOpponentEvent } from '../../domain/capture';
import type { Database } from '../db/database';
import { event, possession } from '../db/schema';
import { findOtherSideEvents, isEventCandidate, type EventCandidateRow } from './findEventCandidates';
import { linkEvent } from './linkEvent';
import { placeEvent } from './placeEvent';
import type { EventRow, PossessionRow } from './linkRows';

async function findPossessions(tx: Database, rows: readonly EventRow[]): Promise<Map<string, PossessionRow>> {
  const uuids = [...new Set(rows.map((row) => row.possessionUuid).filter((uuid) => uuid !== null))];
  if (uuids.length === 0) return new Map();
  const { organizationId, matchId } = rows[0]!;
  const found = await tx
    .select()
    .from(possession)
    .where(
      and(
        eq(possession.organizationId, organizationId),
        eq(possession.matchId, matchId),
        inArray(possession.uuid, uuids),
      ),
    );
  return new Map(found.map((row) => [row.uuid, row]));
}

/**
 * Links new events of one team in one match, stored together, as linkEvent links each in turn, but reading the
 * other team's events and the events' possessions once for all of them: an event that finds no counterpart only
 * takes its possession's opponent possession; one that does goes through linkEvent itself, and what it changed
 * is read again for the events after it.
 */
export async function linkEvents(tx: Database, rows: readonly EventRow[]): Promise<void> {
  let otherSide: EventCandidateRow[] | undefined;
  let possessions: Map<string, PossessionRow> | undefined;
  for (const stored of rows) {
    otherSide ??= await findOtherSideEvents(tx, stored);
    possessions ??= await findPossessions(tx, rows);
    const own = stored.possessionUuid ? possessions.get(stored.possessionUuid) : undefined;
    const placed = placeEvent(stored, own);
    const candidates =
      mirrorEventType(stored.type) === null ? [] : otherSide.filter((candidate) => isEventCandidate(placed, candidate));
    if (pairOpponentEvent(placed, candidates)) {
      await linkEvent(tx, stored);
      otherSide = undefined;
      possessions = undefined;
    } else if (placed.opponentPossessionUuid !== stored.opponentPossessionUuid) {
      await tx
        .update(event)
        .set({ opponentPossessionUuid: placed.opponentPossessionUuid })
        .where(eq(event.id, stored.id));
    }
  }
}
