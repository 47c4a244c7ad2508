import { EXCLUSION_TYPES, TURNOVER_TYPES, type MatchEvent } from '../model';
import { boxScore } from './boxScore';
import { countByType } from './countByType';
import { fraction } from './fraction';
import { goalkeeping } from './goalkeeping';
import { goalMap } from './goalMap';
import { goalsByQuarter } from './goalsByQuarter';
import { isFieldBlock } from './isFieldBlock';
import { isGoal } from './isGoal';
import { isShootout } from './isShootout';
import { isSteal } from './isSteal';
import { lineups } from './lineups';
import { manDownDefence } from './manDownDefence';
import { manUpEfficiency } from './manUpEfficiency';
import { playerStatistics } from './playerStatistics';
import { possessionOutcomes } from './possessionOutcomes';
import { shotMap } from './shotMap';
import type { TeamMatchView, TeamStatistics } from './types';

/** Every figure of DESIGN §7 for one team over its (filtered) sides of matches. */
export function teamStatistics(views: readonly TeamMatchView[]): TeamStatistics {
  const byType = new Map<MatchEvent['type'], MatchEvent[]>();
  for (const view of views) {
    for (const event of view.events) {
      const list = byType.get(event.type);
      if (list) list.push(event);
      else byType.set(event.type, [event]);
    }
  }
  const ofType = (type: MatchEvent['type']) => byType.get(type) ?? [];
  const shots = ofType('SHOOT');
  const goalsFor = shots.filter((shot) => isGoal(shot, 'SHOOT'));
  const goalsAgainst = ofType('SHOOTAGAINST').filter((event) => isGoal(event, 'SHOOTAGAINST'));
  const swimOffsWon = ofType('SWIMOFF').length;
  const team = views[0]?.team ?? { id: 0, name: null };
  return {
    team: { id: team.id, name: team.name ?? null },
    matches: [...new Set(views.map((view) => view.matchId))],
    mirroredMatches: views.filter((view) => view.isMirrored).map((view) => view.matchId),
    goals: goalsFor.filter((goal) => !isShootout(goal)).length,
    goalsAgainst: goalsAgainst.filter((goal) => !isShootout(goal)).length,
    goalsByQuarter: goalsByQuarter(goalsFor),
    goalsAgainstByQuarter: goalsByQuarter(goalsAgainst),
    boxScore: boxScore(shots),
    assists: goalsFor.filter((goal) => goal.shootAssistPlayerNumber1 != null || goal.shootAssistPlayerNumber2 != null)
      .length,
    turnovers: countByType(
      TURNOVER_TYPES,
      ofType('BALLLOST').map((event) => event.turnOverType),
    ),
    steals: ofType('BALLGAINED').filter(isSteal).length,
    fieldBlocks: ofType('SHOOTAGAINST').filter(isFieldBlock).length,
    exclusionsEarned: countByType(
      EXCLUSION_TYPES,
      ofType('EXCLUSIONAGAINST').map((event) => event.exclusionType),
    ),
    exclusionsCommitted: countByType(
      EXCLUSION_TYPES,
      ofType('EXCLUSIONFOR').map((event) => event.exclusionType),
    ),
    penaltiesEarned: ofType('PENALTYFOULAGAINST').length,
    penaltiesCommitted: ofType('PENALTYFOUL').length,
    swimOffs: fraction(swimOffsWon, swimOffsWon + ofType('SWIMOFFAGAINST').length),
    timeouts: ofType('TIMEOUT').length,
    goalkeeping: goalkeeping(ofType('SHOOTAGAINST')),
    manUp: manUpEfficiency(views),
    manDown: manDownDefence(views),
    possessions: possessionOutcomes(views),
    players: playerStatistics(views),
    lineups: lineups(views),
    shotMap: shotMap(views),
    goalMap: goalMap(views, 'SHOOT'),
    goalMapAgainst: goalMap(views, 'SHOOTAGAINST'),
  };
}
