import { SHOOTOUT_QUARTER, type MatchEvent } from '../model';

/** Shootout shots are kept out of match totals (DESIGN §7). */
export function isShootout(event: Pick<MatchEvent, 'quarter' | 'shootSituation'>): boolean {
  return event.shootSituation === 'PENALTYSHOOTOUT' || event.quarter >= SHOOTOUT_QUARTER;
}
