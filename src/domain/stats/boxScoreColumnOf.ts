import type { MatchEvent } from '../model';
import { isPenaltySituation } from './isPenaltySituation';
import { isShootout } from './isShootout';
import type { BoxScoreColumn } from './types';

/**
 * The official box-score category of a shot. The categories are exclusive: a man-up shot counts as
 * Extra player whatever its situation, except a penalty; a shot without situation goes to `other`.
 */
export function boxScoreColumnOf(shot: Pick<MatchEvent, 'quarter' | 'shootSituation' | 'extraPlayer'>): BoxScoreColumn {
  if (isShootout(shot)) return 'shootout';
  if (shot.shootSituation === 'PENALTY') return 'penalty';
  if (shot.extraPlayer && !isPenaltySituation(shot.shootSituation)) return 'extraPlayer';
  switch (shot.shootSituation) {
    case 'ACTION':
      return 'action';
    case 'CENTER':
      return 'centre';
    case 'DIRECT_FREE_THROW':
      return 'directFreeThrow';
    case 'COUNTERATTACK':
      return 'counterattack';
    case 'DRIVE':
      return 'drive';
    default:
      return 'other';
  }
}
