import type { MatchSummary, SideSummary } from '../../domain/stats';

/** A side's long lists, which only the tabs after the box score show. */
export type SideDetails = Pick<SideSummary['statistics'], 'players' | 'lineups'> & {
  shotPoints: SideSummary['statistics']['shotMap']['points'];
};

/**
 * A match summary as the device stores it: each side's box-score figures as they are (the box score's first
 * paint merges them at once), its long lists (players, lineups, shot points: four fifths of a summary) as one
 * JSON text, which reading costs next to nothing and which is parsed only when the other tabs are filled.
 * `stamp` is new with every computation, so a parsed copy is known to belong to this very row.
 */
export type StoredMatchSummary = MatchSummary & { details: string; stamp: string };

let computed = 0;

/** The stored form of `summary`: its sides' long lists emptied and kept, in order, as JSON text. */
export function toStoredSummary(summary: MatchSummary): StoredMatchSummary {
  const details: SideDetails[] = summary.sides.map(({ statistics }) => ({
    players: statistics.players,
    lineups: statistics.lineups,
    shotPoints: statistics.shotMap.points,
  }));
  return {
    ...summary,
    sides: summary.sides.map((side) => ({
      ...side,
      statistics: {
        ...side.statistics,
        players: [],
        lineups: [],
        shotMap: { ...side.statistics.shotMap, points: [] },
      },
    })),
    details: JSON.stringify(details),
    stamp: `${Date.now().toString(36)}.${(computed++).toString(36)}.${Math.random().toString(36).slice(2)}`,
  };
}
