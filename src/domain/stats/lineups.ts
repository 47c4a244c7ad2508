import { eventsByPossession } from './eventsByPossession';
import { fraction } from './counts';
import { isPenaltySituation } from './definitions';
import { isShootoutShot } from '../score';
import { lineupOf } from './lineupOf';
import type { LineupStatistics, TeamMatchView } from './types';

/**
 * The units that were in the water together (possessions' playersInWater, usually 7, 6 while a player is
 * excluded): possessions, time, goals for and against, man-up goals ÷ man-up possessions. Most used first.
 */
export function lineups(views: readonly TeamMatchView[]): LineupStatistics[] {
  const units = new Map<string, LineupStatistics & { manUpGoals: number; manUpPossessions: number }>();
  for (const view of views) {
    const grouped = eventsByPossession(view.events);
    for (const possession of view.possessions) {
      const lineup = lineupOf(view, possession.playersInWater);
      if (!lineup) continue;
      const { caps, players, key: id } = lineup;
      let unit = units.get(id);
      if (!unit) {
        unit = {
          players,
          caps,
          possessions: { offense: 0, defense: 0 },
          seconds: 0,
          goalsFor: 0,
          goalsAgainst: 0,
          manUp: fraction(0, 0),
          manUpGoals: 0,
          manUpPossessions: 0,
        };
        units.set(id, unit);
      }
      unit.possessions[possession.offense ? 'offense' : 'defense'] += 1;
      if (possession.timeTo != null) unit.seconds += Math.max(0, possession.timeTo - possession.timeFrom);
      const isManUp = possession.offense && possession.extraPlayer;
      if (isManUp) unit.manUpPossessions += 1;
      for (const event of grouped.get(possession.uuid) ?? []) {
        if (event.shootOutcome !== 'GOAL' || isShootoutShot(event)) continue;
        if (event.type === 'SHOOT') {
          unit.goalsFor += 1;
          if (isManUp && !isPenaltySituation(event.shootSituation)) unit.manUpGoals += 1;
        } else if (event.type === 'SHOOTAGAINST') {
          unit.goalsAgainst += 1;
        }
      }
    }
  }
  return [...units.values()]
    .map(({ manUpGoals, manUpPossessions, ...unit }) => ({ ...unit, manUp: fraction(manUpGoals, manUpPossessions) }))
    .sort(
      (a, b) =>
        b.possessions.offense + b.possessions.defense - (a.possessions.offense + a.possessions.defense) ||
        a.players.join().localeCompare(b.players.join()),
    );
}
