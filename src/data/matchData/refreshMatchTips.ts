import type { Tip } from '../../domain/capture';
import { api } from '../api/api';
import { db } from '../db/db';
import { matchTipsKey } from '../captureState/matchTipsKey';
import { pullIntoCache } from '../pull/pullIntoCache';

function isTip(value: unknown): value is Tip {
  const tip = value as Partial<Tip> | null;
  return (
    typeof tip?.quarter === 'number' &&
    typeof tip.time === 'number' &&
    (tip.side === 'team1' || tip.side === 'team2') &&
    typeof tip.code === 'string'
  );
}

/**
 * The match's play-by-play tips (imported, or the external data API's through our server), cached for
 * the tip strip so they work offline. A failed load keeps the cached tips.
 */
export async function refreshMatchTips(matchId: number, client = api): Promise<void> {
  await pullIntoCache({
    key: `match tips ${matchId}`,
    fetch: () => client<unknown>(`/matches/${matchId}/tips`),
    tables: [db.meta],
    store: async (tips) => {
      if (Array.isArray(tips)) await db.meta.put({ key: matchTipsKey(matchId), value: tips.filter(isTip) });
    },
  });
}
