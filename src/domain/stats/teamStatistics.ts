import { EXCLUSION_TYPES, type MatchEvent, TURNOVER_TYPES } from '../model';
import { assistedGoals } from './assistedGoals';
import { boxScore } from './boxScore';
import { cardCount, countByType, fraction } from './counts';
import { eventsOfPlayers } from './eventsOfPlayers';
import { goalkeeping } from './goalkeeping';
import { goalMap } from './goalMap';
import { goalsByQuarter } from './goalsByQuarter';
import { isFieldBlock, isGoal, isSteal } from './definitions';
import { isShootoutShot } from '../score';
import { lineups } from './lineups';
import { manDownDefence } from './manUp/manDownDefence';
import { manUpEfficiency } from './manUp/manUpEfficiency';
import { playerStatistics } from './playerStatistics';
import { possessionOutcomes } from './possessionOutcomes';
import { shotMap } from './shotMap';
import type { TeamMatchView, TeamStatistics } from './types';
import { whilePlayersInWater } from './manUp/whilePlayersInWater';

/**
 * Every figure of docs/design.md §7 for one team over its (filtered) sides of matches. Chosen players (the player
 * filter's keys) narrow the figures without cutting the log the others need: the counts (shooting, turnovers,
 * steals, blocks, exclusions, penalties, swim-offs, saves, maps) are the players' own events, assists the
 * goals they assisted; possessions, man-up and man-down, lineups and goals conceded are those of the
 * possessions they were in the water for; the player rows are theirs, computed over the whole log so that
 * minutes and plus-minus stay true.
 */
export function teamStatistics(
  views: readonly TeamMatchView[],
  players: ReadonlySet<string> | null = null,
): TeamStatistics {
  const own = players ? views.map((view) => eventsOfPlayers(view, players)) : views;
  const inWater = players ? views.map((view) => whilePlayersInWater(view, players)) : views;
  const byType = new Map<MatchEvent['type'], MatchEvent[]>();
  for (const view of own) {
    for (const event of view.events) {
      const list = byType.get(event.type);
      if (list) list.push(event);
      else byType.set(event.type, [event]);
    }
  }
  const ofType = (type: MatchEvent['type']) => byType.get(type) ?? [];
  const shots = ofType('SHOOT');
  const goalsFor = shots.filter((shot) => isGoal(shot, 'SHOOT'));
  const goalsAgainst = inWater.flatMap((view) => view.events.filter((event) => isGoal(event, 'SHOOTAGAINST')));
  const swimOffsWon = ofType('SWIMOFF').length;
  const team = views[0]?.team ?? { id: 0, name: null };
  return {
    team: { id: team.id, name: team.name ?? null },
    matches: [...new Set(views.map((view) => view.matchId))],
    mirroredMatches: views.filter((view) => view.isMirrored).map((view) => view.matchId),
    goals: goalsFor.filter((goal) => !isShootoutShot(goal)).length,
    goalsAgainst: goalsAgainst.filter((goal) => !isShootoutShot(goal)).length,
    goalsByQuarter: goalsByQuarter(goalsFor),
    goalsAgainstByQuarter: goalsByQuarter(goalsAgainst),
    boxScore: boxScore(shots),
    assists: assistedGoals(views, players),
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
    cards: cardCount(ofType('YELLOW_CARD'), ofType('RED_CARD')),
    officialCards: cardCount(
      ofType('YELLOW_CARD').filter((card) => card.official != null),
      ofType('RED_CARD').filter((card) => card.official != null),
    ),
    goalkeeping: goalkeeping(ofType('SHOOTAGAINST')),
    manUp: manUpEfficiency(inWater),
    manDown: manDownDefence(inWater),
    possessions: possessionOutcomes(inWater),
    players: playerStatistics(views).filter((player) => !players || players.has(player.key)),
    lineups: lineups(inWater),
    shotMap: shotMap(own),
    goalMap: goalMap(own, 'SHOOT'),
    goalMapAgainst: goalMap(own, 'SHOOTAGAINST'),
  };
}
