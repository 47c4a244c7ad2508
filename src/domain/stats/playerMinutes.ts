import { playerKeyOf } from './players';
import type { TeamMatchView } from './types';

/**
 * Seconds in the water per player key, summed over closed possessions that list who was in the water.
 * null when no possession recorded it (an imported play-by-play has no substitutions).
 */
export function playerMinutes(views: readonly TeamMatchView[]): Map<string, number> | null {
  const seconds = new Map<string, number>();
  let hasLineups = false;
  for (const view of views) {
    for (const possession of view.possessions) {
      if (!possession.playersInWater?.length) continue;
      hasLineups = true;
      if (possession.timeTo == null) continue;
      const length = Math.max(0, possession.timeTo - possession.timeFrom);
      for (const cap of new Set(possession.playersInWater)) {
        const key = playerKeyOf(view, cap);
        seconds.set(key, (seconds.get(key) ?? 0) + length);
      }
    }
  }
  return hasLineups ? seconds : null;
}
