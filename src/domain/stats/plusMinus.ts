import { isShootoutShot } from '../score';
import { playerKeyOf } from './players';
import type { TeamMatchView } from './types';

/**
 * Goals for minus goals against while each player was in the water (the event's players in water, else its
 * possession's), shootout left out. null when no goal knows who was in the water.
 */
export function plusMinus(views: readonly TeamMatchView[]): Map<string, number> | null {
  const balance = new Map<string, number>();
  let hasLineups = false;
  for (const view of views) {
    const lineupOf = new Map(view.possessions.map((possession) => [possession.uuid, possession.playersInWater]));
    for (const event of view.events) {
      if (event.shootOutcome !== 'GOAL' || isShootoutShot(event)) continue;
      const delta = event.type === 'SHOOT' ? 1 : event.type === 'SHOOTAGAINST' ? -1 : 0;
      const inWater = event.playersInWater?.length
        ? event.playersInWater
        : event.possessionUuid
          ? lineupOf.get(event.possessionUuid)
          : null;
      if (delta === 0 || !inWater?.length) continue;
      hasLineups = true;
      for (const cap of new Set(inWater)) {
        const key = playerKeyOf(view, cap);
        balance.set(key, (balance.get(key) ?? 0) + delta);
      }
    }
  }
  return hasLineups ? balance : null;
}
