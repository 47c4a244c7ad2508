import type { MatchEvent } from '../model';
import { boxScore } from './boxScore';
import { goalkeeperCapOf } from './goalkeeperCapOf';
import { goalkeeping } from './goalkeeping';
import { goalsByQuarter } from './goalsByQuarter';
import { isFieldBlock, isSteal } from './definitions';
import { playerDisplayName, playerKeyOf } from './players';
import { playerMinutes } from './playerMinutes';
import { plusMinus } from './plusMinus';
import type { PlayerStatistics, TeamMatchView } from './types';

const MAJOR_FOULS_TO_LEAVE = 3;

type Counter =
  | 'assists'
  | 'turnovers'
  | 'steals'
  | 'fieldBlocks'
  | 'exclusionsEarned'
  | 'exclusionsCommitted'
  | 'penaltiesEarned'
  | 'penaltiesCommitted'
  | 'fouledOut'
  | 'swimOffsWon'
  | 'swimOffs'
  | 'yellowCards'
  | 'redCards';

type Tally = Record<Counter, number> & {
  key: string;
  playerId: number | null;
  caps: Set<number>;
  name: string | null;
  isGoalkeeper: boolean;
  matches: Set<number>;
  shots: MatchEvent[];
  shotsAgainst: MatchEvent[];
};

/**
 * Every player of the team who is on a roster, named by an event or listed in the water, with their own
 * figures: shooting per situation, assists, turnovers, steals, field blocks, exclusions and penalties earned
 * and committed, swim-offs, cards, goalkeeping, minutes in the water and plus-minus. Events credit the cap in
 * playerNumber (assists: the assist caps; shots against: our goalkeeper, or the blocker of a block).
 */
export function playerStatistics(views: readonly TeamMatchView[]): PlayerStatistics[] {
  const tallies = new Map<string, Tally>();
  const tallyOf = (view: TeamMatchView, cap: number): Tally => {
    const key = playerKeyOf(view, cap);
    let tally = tallies.get(key);
    if (!tally) {
      const matchPlayer = view.roster.get(cap);
      tally = {
        key,
        playerId: matchPlayer?.player.id ?? null,
        caps: new Set(),
        name: matchPlayer ? playerDisplayName(matchPlayer.player) : null,
        isGoalkeeper: false,
        matches: new Set(),
        shots: [],
        shotsAgainst: [],
        assists: 0,
        turnovers: 0,
        steals: 0,
        fieldBlocks: 0,
        exclusionsEarned: 0,
        exclusionsCommitted: 0,
        penaltiesEarned: 0,
        penaltiesCommitted: 0,
        fouledOut: 0,
        swimOffsWon: 0,
        swimOffs: 0,
        yellowCards: 0,
        redCards: 0,
      };
      tallies.set(key, tally);
    }
    tally.caps.add(cap);
    tally.matches.add(view.matchId);
    if (view.roster.get(cap)?.goalKeeper) tally.isGoalkeeper = true;
    return tally;
  };

  for (const view of views) {
    for (const cap of view.roster.keys()) tallyOf(view, cap);
    for (const possession of view.possessions) for (const cap of possession.playersInWater ?? []) tallyOf(view, cap);
    const majorFouls = new Map<Tally, { count: number; isOut: boolean }>();
    const count = (cap: number | null | undefined, counter: Counter) => {
      if (cap == null) return null;
      const tally = tallyOf(view, cap);
      tally[counter] += 1;
      return tally;
    };
    const foul = (tally: Tally | null, event: MatchEvent) => {
      if (!tally) return;
      const fouls = majorFouls.get(tally) ?? { count: 0, isOut: false };
      fouls.count += 1;
      fouls.isOut ||= event.exclusionType === 'WITH_SUBSTITUTION' || event.exclusionType === 'VIOLENCE';
      majorFouls.set(tally, fouls);
    };
    for (const event of view.events) {
      switch (event.type) {
        case 'SHOOT':
          if (event.playerNumber != null) tallyOf(view, event.playerNumber).shots.push(event);
          if (event.shootOutcome === 'GOAL') {
            count(event.shootAssistPlayerNumber1, 'assists');
            count(event.shootAssistPlayerNumber2, 'assists');
          }
          break;
        case 'SHOOTAGAINST': {
          if (isFieldBlock(event)) {
            count(event.playerNumber, 'fieldBlocks');
            break;
          }
          const goalkeeper = goalkeeperCapOf(event, view);
          if (goalkeeper != null) {
            const tally = tallyOf(view, goalkeeper);
            tally.isGoalkeeper = true;
            tally.shotsAgainst.push(event);
          }
          break;
        }
        case 'BALLLOST':
          count(event.playerNumber, 'turnovers');
          break;
        case 'BALLGAINED':
          if (isSteal(event)) count(event.playerNumber, 'steals');
          break;
        case 'EXCLUSIONAGAINST':
          count(event.playerNumber, 'exclusionsEarned');
          break;
        case 'EXCLUSIONFOR':
          foul(count(event.playerNumber, 'exclusionsCommitted'), event);
          break;
        case 'PENALTYFOULAGAINST':
          count(event.playerNumber, 'penaltiesEarned');
          break;
        case 'PENALTYFOUL':
          foul(count(event.playerNumber, 'penaltiesCommitted'), event);
          break;
        case 'SWIMOFF':
          count(event.playerNumber, 'swimOffsWon');
          count(event.playerNumber, 'swimOffs');
          break;
        case 'SWIMOFFAGAINST':
          count(event.playerNumber, 'swimOffs');
          break;
        case 'YELLOW_CARD':
          count(event.playerNumber, 'yellowCards');
          break;
        case 'RED_CARD':
          count(event.playerNumber, 'redCards');
          break;
        default:
          break;
      }
    }
    for (const [tally, fouls] of majorFouls)
      if (fouls.isOut || fouls.count >= MAJOR_FOULS_TO_LEAVE) tally.fouledOut += 1;
  }

  const minutes = playerMinutes(views);
  const balance = plusMinus(views);
  return [...tallies.values()]
    .map(({ caps, matches, shots, shotsAgainst, ...tally }): PlayerStatistics => ({
      ...tally,
      caps: [...caps].sort((a, b) => a - b),
      matches: matches.size,
      boxScore: boxScore(shots),
      goalsByQuarter: goalsByQuarter(shots.filter((shot) => shot.shootOutcome === 'GOAL')),
      majorFouls: tally.exclusionsCommitted + tally.penaltiesCommitted,
      goalkeeping: goalkeeping(shotsAgainst),
      secondsInWater: minutes ? (minutes.get(tally.key) ?? 0) : null,
      plusMinus: balance ? (balance.get(tally.key) ?? 0) : null,
    }))
    .sort((a, b) => (a.caps[0] ?? 0) - (b.caps[0] ?? 0) || a.key.localeCompare(b.key));
}
