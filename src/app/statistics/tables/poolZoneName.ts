import type { PoolZone } from '../../../domain/stats';
import type { MessageKey } from '../../i18n';
import { statisticsText } from '../statisticsText';

const POOL_ZONE_KEYS = {
  'left-inside5': 'poolZone.leftInside5',
  'centre-inside5': 'poolZone.centreInside5',
  'right-inside5': 'poolZone.rightInside5',
  'left-5to8': 'poolZone.left5to8',
  'centre-5to8': 'poolZone.centre5to8',
  'right-5to8': 'poolZone.right5to8',
  'left-beyond8': 'poolZone.leftBeyond8',
  'centre-beyond8': 'poolZone.centreBeyond8',
  'right-beyond8': 'poolZone.rightBeyond8',
} satisfies Record<PoolZone, MessageKey<'statistics'>>;

/** "left inside 5 m" … "right beyond 8 m". */
export function poolZoneName(zone: PoolZone): string {
  return statisticsText(POOL_ZONE_KEYS[zone]);
}
