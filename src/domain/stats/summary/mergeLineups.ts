import type { LineupStatistics } from '../types';
import { sumFractions } from './sumFractions';

/** The units of the sides added up by who was in the water; most used first, as lineups orders them. */
export function mergeLineups(parts: readonly (readonly LineupStatistics[])[]): LineupStatistics[] {
  const units = new Map<string, LineupStatistics[]>();
  for (const unit of parts.flat()) {
    const id = unit.players.join(' ');
    const list = units.get(id);
    if (list) list.push(unit);
    else units.set(id, [unit]);
  }
  const sum = (list: readonly LineupStatistics[], pick: (unit: LineupStatistics) => number) =>
    list.reduce((total, unit) => total + pick(unit), 0);
  const merged = [...units.values()].map((list): LineupStatistics => ({
    players: list[0]!.players,
    caps: list[0]!.caps,
    possessions: {
      offense: sum(list, (unit) => unit.possessions.offense),
      defense: sum(list, (unit) => unit.possessions.defense),
    },
    seconds: sum(list, (unit) => unit.seconds),
    goalsFor: sum(list, (unit) => unit.goalsFor),
    goalsAgainst: sum(list, (unit) => unit.goalsAgainst),
    manUp: sumFractions(list.map((unit) => unit.manUp)),
  }));
  // lineups' order (most used, then by players as localeCompare orders them); one collator is much faster
  // than localeCompare on a season's thousands of units, and orders alike.
  const collator = new Intl.Collator();
  const used = (unit: LineupStatistics) => unit.possessions.offense + unit.possessions.defense;
  const named = merged.map((unit) => ({ unit, used: used(unit), name: unit.players.join() }));
  return named.sort((a, b) => b.used - a.used || collator.compare(a.name, b.name)).map(({ unit }) => unit);
}
