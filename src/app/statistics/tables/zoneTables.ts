import { POOL_ZONES, type GoalMap, type TeamStatistics } from '../../../domain/stats';
import type { ShotMapClips } from '../clips/shotMapClips';
import { formatMadeOf, formatPercent } from './formatFraction';
import { goalZoneName } from './goalZoneName';
import { poolZoneName } from './poolZoneName';
import { statisticsText as text } from '../statisticsText';
import { cell, type StatTableModel } from './statTable';
import { teamName } from './names';

/** Goals/shots and % per pool zone of a team; on matches with video a zone's goals/shots play its shots. */
export function poolZoneTable(team: TeamStatistics, clips?: ShotMapClips): StatTableModel {
  const name = teamName(team);
  return {
    name: text('file.shotZones', { team: name }),
    caption: text('shots.poolZoneCaption', { team: name }),
    columns: [
      { header: text('shots.zone') },
      { header: text('column.goalsOfShots'), isNumeric: true },
      { header: text('column.percent'), isNumeric: true },
    ],
    rows: POOL_ZONES.map((zone) => ({
      key: zone,
      cells: [
        cell(poolZoneName(zone)),
        cell(formatMadeOf(team.shotMap.zones[zone]), { ...clips?.zone(zone) }),
        cell(formatPercent(team.shotMap.zones[zone].percent)),
      ],
    })),
  };
}

/** Goals, saves and save % per goal-mouth zone, plus the shots on target without a placement. */
export function goalZoneTable(map: GoalMap, tableName: string, caption: string): StatTableModel {
  return {
    name: tableName,
    caption,
    columns: [
      { header: text('goalZone.column') },
      { header: text('column.goals'), isNumeric: true },
      { header: text('column.saves'), isNumeric: true },
      { header: text('column.savePercent'), isNumeric: true },
    ],
    rows: [
      ...map.zones.map((zone) => ({
        key: String(zone.zone),
        cells: [
          cell(goalZoneName(zone.zone)),
          cell(zone.goals),
          cell(zone.saves),
          cell(formatPercent(zone.savePercent)),
        ],
      })),
      {
        key: 'unplaced',
        cells: [cell(text('goalZone.notPlaced')), cell(map.unplaced.goals), cell(map.unplaced.saves), cell('')],
      },
    ],
  };
}
