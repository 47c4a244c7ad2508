import { pairOpponentPossession } from '../../domain/capture';
import type { Database } from '../db/database';
import { findPossessionCandidates, type PossessionCandidateRow } from './findPossessionCandidates';
import { joinPossessions, pointEventsAt } from './joinPossessions';
import { scopeOf, type PossessionRow } from './linkRows';
import { releasePossession } from './releasePossession';

/** Before a new link: whoever `row` or `counterpart` was linked to goes back to pointing nowhere. */
async function releaseFormerPartners(
  tx: Database,
  row: PossessionRow,
  counterpart: PossessionCandidateRow,
  candidates: readonly PossessionCandidateRow[],
): Promise<void> {
  const scope = scopeOf(row);
  for (const former of candidates) {
    if (former !== counterpart && former.opponentPossessionUuid === row.uuid)
      await releasePossession(tx, scope, former.uuid);
  }
  if (counterpart.isLinked && counterpart.opponentPossessionUuid)
    await releasePossession(tx, scope, counterpart.opponentPossessionUuid);
}

/**
 * Links a possession just stored to the other scorer's record of it (pairOpponentPossession), or keeps and
 * refreshes the link it has (a client's update carries its own stale opponent fields). Answers the row as stored.
 */
export async function linkPossession(tx: Database, row: PossessionRow): Promise<PossessionRow> {
  const candidates = await findPossessionCandidates(tx, row);
  const counterpart = pairOpponentPossession(row, candidates);
  if (!counterpart) {
    // Unlinked, it may come back with the device's own opponent uuid: its events follow, as on the device.
    if (row.opponentPossessionUuid) await pointEventsAt(tx, row, row.opponentPossessionUuid);
    return row;
  }
  const isNewLink = counterpart.opponentPossessionUuid !== row.uuid;
  if (isNewLink) await releaseFormerPartners(tx, row, counterpart, candidates);
  return joinPossessions(tx, row, counterpart, isNewLink);
}
