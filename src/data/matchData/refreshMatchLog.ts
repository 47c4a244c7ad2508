import { api } from '../api/api';
import { db } from '../db/db';
import type { EventRow, PossessionRow } from '../db/rows';
import { PAGE_SIZE } from '../../domain/model';
import { cacheScope } from '../pull/cacheScope';
import { fetchEveryPage } from '../pull/fetchEveryPage';
import { pullIntoCache } from '../pull/pullIntoCache';
import { replaceScopeRows } from '../pull/replaceScopeRows';

/**
 * The events (sort id asc, size 400) and possessions (sort id asc, size 200) of one team in a match, cached in
 * one transaction; local work (queued, or recorded while the answer was on its way) keeps its local copy.
 */
export async function refreshMatchLog(matchId: number, teamId: number, client = api): Promise<void> {
  const filter = { 'matchId.equals': matchId, 'teamId.equals': teamId, sort: 'id,asc' };
  const teamOfMatch = [[matchId, teamId]];
  const events = cacheScope(db.events, '[match.id+team.id]', teamOfMatch);
  const possessions = cacheScope(db.possessions, '[match.id+team.id]', teamOfMatch);
  await pullIntoCache({
    key: `match log ${matchId} ${teamId}`,
    scopes: [events, possessions],
    fetch: () =>
      Promise.all([
        fetchEveryPage<EventRow>('/events', filter, PAGE_SIZE.events, client),
        fetchEveryPage<PossessionRow>('/possessions', filter, PAGE_SIZE.possessions, client),
      ]),
    tables: [db.events, db.possessions],
    store: async ([eventRows, possessionRows], guard) => {
      await replaceScopeRows(events, eventRows, guard);
      await replaceScopeRows(possessions, possessionRows, guard);
    },
  });
}
