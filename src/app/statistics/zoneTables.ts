import { POOL_ZONES, type GoalMap, type TeamStatistics } from '../../domain/stats';
import { formatMadeOf, formatPercent } from './formatFraction';
import { goalZoneName } from './GoalPlacementMap';
import { POOL_ZONE_NAMES } from './PoolShotMap';
import { cell, type StatTableModel } from './statTable';
import { teamName } from './teamName';

/** Goals/shots and % per pool zone of a team. */
export function poolZoneTable(team: TeamStatistics): StatTableModel {
  const name = teamName(team);
  return {
    name: `shot-zones-${name}`,
    caption: `Shots by pool zone, ${name}`,
    columns: [{ header: 'Zone' }, { header: 'Goals/shots', isNumeric: true }, { header: '%', isNumeric: true }],
    rows: POOL_ZONES.map((zone) => ({
      key: zone,
      cells: [cell(POOL_ZONE_NAMES[zone]), cell(formatMadeOf(team.shotMap.zones[zone])), cell(formatPercent(team.shotMap.zones[zone].percent))],
    })),
  };
}

/** Goals, saves and save % per goal-mouth zone, plus the shots on target without a placement. */
export function goalZoneTable(map: GoalMap, tableName: string, caption: string): StatTableModel {
  return {
    name: tableName,
    caption,
    columns: [{ header: 'Goal zone' }, { header: 'Goals', isNumeric: true }, { header: 'Saves', isNumeric: true }, { header: 'Save %', isNumeric: true }],
    rows: [
      ...map.zones.map((zone) => ({
        key: String(zone.zone),
        cells: [cell(goalZoneName(zone.zone)), cell(zone.goals), cell(zone.saves), cell(formatPercent(zone.savePercent))],
      })),
      {
        key: 'unplaced',
        cells: [cell('Not placed'), cell(map.unplaced.goals), cell(map.unplaced.saves), cell('')],
      },
    ],
  };
}
