import type { MessageKey } from '../../i18n';
import { statisticsText } from '../statisticsText';

/** Zone 0 (top left) to 8 (bottom right), as the shooter sees the goal. */
const GOAL_ZONE_KEYS = [
  'goalZone.topLeft',
  'goalZone.topCentre',
  'goalZone.topRight',
  'goalZone.middleLeft',
  'goalZone.middleCentre',
  'goalZone.middleRight',
  'goalZone.bottomLeft',
  'goalZone.bottomCentre',
  'goalZone.bottomRight',
] as const satisfies readonly MessageKey<'statistics'>[];

/** "top left" for zone 0 … "bottom right" for zone 8. */
export function goalZoneName(zone: number): string {
  return statisticsText(GOAL_ZONE_KEYS[zone] ?? 'goalZone.notPlaced');
}
