import { db } from '../db/db';
import { cacheScope } from '../pull/cacheScope';

/** The cached events and possessions of whole matches (both teams), which a statistics pull replaces. */
export function matchLogScopes(matchIds: readonly number[]) {
  return {
    events: cacheScope(db.events, 'match.id', matchIds),
    possessions: cacheScope(db.possessions, 'match.id', matchIds),
  };
}
