import { SHOOTOUT_QUARTER, type MatchEvent } from '../model';

/**
 * The one shootout rule (docs/design.md §7): a shot of quarter 5, or one recorded as a shootout penalty, belongs to
 * the shootout and is counted apart from the match score and every match total.
 */
export function isShootoutShot(shot: Pick<MatchEvent, 'quarter' | 'shootSituation'>): boolean {
  return shot.shootSituation === 'PENALTYSHOOTOUT' || shot.quarter >= SHOOTOUT_QUARTER;
}
