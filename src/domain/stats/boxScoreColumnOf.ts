import type { MatchEvent } from '../model';
import { printedShotLabelOf } from '../playbyplay/printedShotLabelOf';
import { isPenaltySituation } from './definitions';
import { isShootoutShot } from '../score';
import type { BoxScoreColumn } from './types';

/**
 * The official box-score category of a shot. The categories are exclusive: an extra-player shot counts as
 * Extra player whatever its situation, except a penalty; a shot without situation goes to `other`. A captured
 * shot is an extra-player shot when the engine had it man-up; an imported shot is filed as the official
 * statistics sheet files it, by its printed label ("Extra player shot", `EG`), so an "Action shot" taken while
 * the advantage still ran is an action shot here and a man-up goal in the extra-man figure (docs/design.md §7).
 */
export function boxScoreColumnOf(
  shot: Pick<MatchEvent, 'quarter' | 'shootSituation' | 'extraPlayer' | 'notes'>,
): BoxScoreColumn {
  if (isShootoutShot(shot)) return 'shootout';
  if (shot.shootSituation === 'PENALTY') return 'penalty';
  const printed = printedShotLabelOf(shot);
  const isExtraPlayerShot = printed ? printed.extraPlayer === true : shot.extraPlayer;
  if (isExtraPlayerShot && !isPenaltySituation(shot.shootSituation)) return 'extraPlayer';
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
