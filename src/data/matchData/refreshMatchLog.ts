import { api } from '../api/api';
import { db } from '../db/db';
import type { EventRow, PossessionRow } from '../db/rows';
import { PAGE_SIZE } from '../../domain/model';
import { fetchEveryPage } from './fetchEveryPage';
import { readLocalGuard } from './readLocalGuard';
import { replaceTeamRowsUnlessPending } from './replaceTeamRowsUnlessPending';

/**
 * The events (sort id asc, size 400) and possessions (sort id asc, size 200) of one team in a match, cached in
 * one transaction; local work (queued, or recorded while the answer was on its way) keeps its local copy.
 */
export async function refreshMatchLog(matchId: number, teamId: number, client = api): Promise<void> {
  const filter = { 'matchId.equals': matchId, 'teamId.equals': teamId, sort: 'id,asc' };
  const [eventsBefore, possessionsBefore] = await Promise.all([
    readLocalGuard(db.events, matchId, teamId),
    readLocalGuard(db.possessions, matchId, teamId),
  ]);
  const [events, possessions] = await Promise.all([
    fetchEveryPage<EventRow>('/events', filter, PAGE_SIZE.events, client),
    fetchEveryPage<PossessionRow>('/possessions', filter, PAGE_SIZE.possessions, client),
  ]);
  await db.transaction('rw', [db.events, db.possessions, db.outbox], async () => {
    await replaceTeamRowsUnlessPending(db.events, matchId, teamId, events, eventsBefore);
    await replaceTeamRowsUnlessPending(db.possessions, matchId, teamId, possessions, possessionsBefore);
  });
}
