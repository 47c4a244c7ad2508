import { fraction } from '../counts';
import type { TeamStatistics } from '../types';
import { mergeBoxScores } from './mergeBoxScores';
import { mergeCounts } from './mergeCounts';
import { mergeGoalkeeping } from './mergeGoalkeeping';
import { mergeGoalMaps } from './mergeGoalMaps';
import { mergeGoalsByQuarter } from './mergeGoalsByQuarter';
import { mergeLineups } from './mergeLineups';
import { mergePlayers } from './mergePlayers';
import { mergePossessions } from './mergePossessions';
import { mergeShotMaps } from './mergeShotMaps';
import { sumFractions } from './sumFractions';
import type { SideSummary, StatisticsStage } from './types';

/**
 * One team's figures over the given sides of matches, as teamStatistics gives them over those sides' views
 * (without a player filter): every count added up, every fraction and mean computed again from the sums.
 * The box-score stage leaves the long lists (players, lineups, possessions, shot and goal maps) empty: the
 * box score paints first and the rest follows.
 */
export function mergeSides(sides: readonly SideSummary[], stage: StatisticsStage = 'complete'): TeamStatistics {
  const all = sides.map((side) => side.statistics);
  const sum = (pick: (team: TeamStatistics) => number) => all.reduce((total, team) => total + pick(team), 0);
  const first = all[0]!;
  const detailed = stage === 'complete' ? sides : [];
  const details = detailed.map((side) => side.statistics);
  const conceded = sumFractions(
    all.map(({ manDown: { perOpportunity } }) => fraction(perOpportunity.goalsConceded, perOpportunity.possessions)),
  );
  return {
    team: first.team,
    matches: [...new Set(all.flatMap((team) => team.matches))],
    mirroredMatches: all.flatMap((team) => team.mirroredMatches),
    goals: sum((team) => team.goals),
    goalsAgainst: sum((team) => team.goalsAgainst),
    goalsByQuarter: mergeGoalsByQuarter(all.map((team) => team.goalsByQuarter)),
    goalsAgainstByQuarter: mergeGoalsByQuarter(all.map((team) => team.goalsAgainstByQuarter)),
    boxScore: mergeBoxScores(all.map((team) => team.boxScore)),
    assists: sum((team) => team.assists),
    turnovers: mergeCounts(all.map((team) => team.turnovers)),
    steals: sum((team) => team.steals),
    fieldBlocks: sum((team) => team.fieldBlocks),
    exclusionsEarned: mergeCounts(all.map((team) => team.exclusionsEarned)),
    exclusionsCommitted: mergeCounts(all.map((team) => team.exclusionsCommitted)),
    penaltiesEarned: sum((team) => team.penaltiesEarned),
    penaltiesCommitted: sum((team) => team.penaltiesCommitted),
    swimOffs: sumFractions(all.map((team) => team.swimOffs)),
    timeouts: sum((team) => team.timeouts),
    cards: { yellow: sum((team) => team.cards.yellow), red: sum((team) => team.cards.red) },
    officialCards: {
      yellow: sum((team) => team.officialCards.yellow),
      red: sum((team) => team.officialCards.red),
    },
    goalkeeping: mergeGoalkeeping(all.map((team) => team.goalkeeping)),
    manUp: {
      perOpportunity: sumFractions(all.map((team) => team.manUp.perOpportunity)),
      perShot: sumFractions(all.map((team) => team.manUp.perShot)),
      official: sumFractions(all.map((team) => team.manUp.official)),
    },
    manDown: {
      perOpportunity: {
        possessions: conceded.attempts,
        goalsConceded: conceded.made,
        percent: conceded.percent === null ? null : Math.round((100 - conceded.percent) * 10) / 10,
      },
      perShot: sumFractions(all.map((team) => team.manDown.perShot)),
      official: sumFractions(all.map((team) => team.manDown.official)),
    },
    possessions: mergePossessions(detailed),
    players: mergePlayers(detailed),
    lineups: mergeLineups(details.map((team) => team.lineups)),
    shotMap: mergeShotMaps(details.map((team) => team.shotMap)),
    goalMap: mergeGoalMaps(details.map((team) => team.goalMap)),
    goalMapAgainst: mergeGoalMaps(details.map((team) => team.goalMapAgainst)),
  };
}
