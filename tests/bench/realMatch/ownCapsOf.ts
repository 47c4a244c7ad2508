import type { ScriptLine } from '../../../src/domain/capture/script';
import { UNPRINTED_CAP } from './realMatchScript';

/**
 * The caps of the scorer's team (team1) the line's taps pick among the players in the water, so they must be in it
 * first. The other team's players are left for later on the quick path, except the partner of a pair exclusion,
 * which the screen needs to save it; a card picks from the whole roster.
 */
export function ownCapsOf(line: Pick<ScriptLine, 'side' | 'action'>): number[] {
  const isUs = line.side === 'team1';
  const action = line.action;
  const caps = (() => {
    switch (action.verb) {
      case 'shoot':
        return isUs ? [action.shooter] : [];
      case 'penalty':
        return [isUs ? action.fouled : action.fouler];
      case 'exclusion':
        return [isUs ? action.excluded : action.exclusionType === 'PAIR' ? action.drawnBy : undefined];
      case 'turnover':
        return [isUs ? action.player : action.stealer];
      case 'swim':
        return isUs ? [action.winner] : [];
      default:
        return [];
    }
  })();
  return caps.filter((cap): cap is number => cap !== undefined && cap !== UNPRINTED_CAP);
}
