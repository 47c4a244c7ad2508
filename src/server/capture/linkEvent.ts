import { eq } from 'drizzle-orm';
import { mirrorEventType, pairOpponentEvent } from '../../domain/capture';
import type { Database } from '../db/database';
import { event } from '../db/schema';
import { findEventCandidates, type EventCandidateRow } from './findEventCandidates';
import { findOwnPossession } from './findOwnPossession';
import { placeEvent } from './placeEvent';
import { linkPossession } from './linkPossession';
import { POSSESSION_STARTS, type EventRow, type PossessionRow } from './linkRows';

async function setLinks(
  tx: Database,
  row: EventRow,
  links: Pick<EventRow, 'opponentEventUuid' | 'opponentPossessionUuid'>,
): Promise<EventRow> {
  const isCurrent =
    row.opponentEventUuid === links.opponentEventUuid && row.opponentPossessionUuid === links.opponentPossessionUuid;
  if (isCurrent) return row;
  const [updated] = await tx.update(event).set(links).where(eq(event.id, row.id)).returning();
  return updated ?? row;
}

async function reread(tx: Database, row: EventRow): Promise<EventRow> {
  const [current] = await tx.select().from(event).where(eq(event.id, row.id)).limit(1);
  return current ?? row;
}

/** A happening recorded by both scorers, other than a possession start, shows which possessions are the same. */
const isWitness = (row: EventRow) => !(POSSESSION_STARTS as readonly string[]).includes(row.type);

/** What linkEvent reads, already read under the lock for the row as it stands (readEventLinksAhead). */
export type EventLinkReads = { ownPossession: PossessionRow | undefined; candidates: EventCandidateRow[] | undefined };

/**
 * Links an event just stored to the other scorer's record of the same happening (pairOpponentEvent), or keeps
 * the link it has (a client's update carries its own stale opponent uuid). The event names its possession's
 * counterpart as its opponent possession; a new pair of events in possessions not yet linked to each other links
 * those possessions too. Answers the row as stored. What `ahead` holds is not read again.
 */
export async function linkEvent(tx: Database, stored: EventRow, ahead?: EventLinkReads): Promise<EventRow> {
  const ownPossession = ahead ? ahead.ownPossession : await findOwnPossession(tx, stored);
  const placed = placeEvent(stored, ownPossession);
  const candidates =
    mirrorEventType(stored.type) === null ? [] : (ahead?.candidates ?? (await findEventCandidates(tx, placed)));
  const counterpart = pairOpponentEvent(placed, candidates);
  const row = await setLinks(tx, stored, {
    opponentEventUuid: counterpart?.uuid ?? stored.opponentEventUuid,
    opponentPossessionUuid: placed.opponentPossessionUuid,
  });
  if (!counterpart) return row;
  if (counterpart.opponentEventUuid !== row.uuid)
    await tx.update(event).set({ opponentEventUuid: row.uuid }).where(eq(event.id, counterpart.id));
  const isPossessionToLink =
    isWitness(row) &&
    ownPossession !== undefined &&
    counterpart.possessionUuid !== null &&
    ownPossession.opponentPossessionUuid !== counterpart.possessionUuid;
  if (!isPossessionToLink) return row;
  await linkPossession(tx, ownPossession);
  return reread(tx, row);
}
