/**
 * A real match's play-by-play (tests/fixtures/realmatch) as the match script its first team's scorer plays: one line
 * per printed row the scorer records, at the printed time, and for every other row the reason it is no line of its
 * own. Pure: the fixture files are read elsewhere (loadRealMatchScript).
 */
import type { MatchScript, ScriptAction, ScriptLine, ScriptOutcome } from '../../../src/domain/capture/script';
import { DEFAULT_QUARTER_LENGTH, otherSide, type TeamSide } from '../../../src/domain/model';
import { shotFromDetail, type PlayByPlayRow } from '../../../src/domain/playbyplay';
import { cardPersonOf } from '../../../src/domain/playbyplay/cardPersonOf';
import { exclusionTypeOf } from '../../../src/domain/playbyplay/exclusionTypeOf';
import { sameWhistleIndex } from '../../../src/domain/playbyplay/sameWhistleIndex';
import { sideInPossessionAfter } from '../../../src/domain/playbyplay/sideInPossessionAfter';
import { turnOverTypeFromDetail } from '../../../src/domain/playbyplay/turnOverTypeFromDetail';
import { realMatchRoster } from './realMatchRoster';
import { startingLineup } from './startingLineup';

/**
 * A steal printed alone names the stealer, not who lost the ball; a script turnover needs the loser's cap, so this
 * stands for "not printed" (no cap is 0). The scorer of the stealing team never taps the other team's player.
 */
export const UNPRINTED_CAP = 0;

/** What became of one printed row (`row` is its line in the CSV file, header = line 1). */
export type RowFate =
  | { row: number; recordedBy: 'line'; line: number }
  | { row: number; recordedBy: 'lineup' }
  | { row: number; recordedBy: null; reason: string };

export type RealMatchScript = { script: MatchScript; fates: RowFate[]; leftOut: string[] };

const SHOT_OUTCOMES: Record<string, ScriptOutcome> = {
  GOAL: 'GOAL',
  SHOT_SAVED: 'SAVED',
  SHOT_MISSED: 'MISSED',
  // A post is a miss the shooter did not score: the screen has no outcome of its own for it.
  SHOT_POST: 'MISSED',
  SHOT_BLOCKED: 'BLOCKED',
};

/**
 * Converts `rows` as the scorer of `teams.team1` records them (docs/product.md §4): shots of both teams, exclusions,
 * penalty fouls, turnovers (a steal joins the turnover of its whistle), swim-offs, both teams' time-outs, and the own
 * team's cards and goalkeeper changes. The quarter-1 GK_START of team1 is part of the starting lineup.
 */
export function realMatchScript(
  rows: readonly PlayByPlayRow[],
  boxScore: unknown,
  teams: { team1: string; team2: string },
  name: string,
): RealMatchScript {
  const quarterLength = DEFAULT_QUARTER_LENGTH;
  const sideOf = (row: Pick<PlayByPlayRow, 'team'>): TeamSide | null =>
    row.team === teams.team1 ? 'team1' : row.team === teams.team2 ? 'team2' : null;
  const rosters = {
    team1: realMatchRoster(boxScore, teams.team1, rows),
    team2: realMatchRoster(boxScore, teams.team2, rows),
  };
  const lineups = {
    team1: startingLineup(rosters.team1, teams.team1, rows),
    team2: startingLineup(rosters.team2, teams.team2, rows),
  };
  const lines: ScriptLine[] = [];
  const fates: RowFate[] = [];
  let keeper = lineups.team1[0];

  rows.forEach((row, index) => {
    const rowNumber = row.line ?? index + 2;
    const side = sideOf(row);
    const notRecorded = (reason: string) => fates.push({ row: rowNumber, recordedBy: null, reason });
    const withLineOf = (partner: number) =>
      fates.push({ row: rowNumber, recordedBy: 'line', line: rows[partner]!.line ?? partner + 2 });
    const line = (lineSide: TeamSide, action: ScriptAction) => {
      const time = Math.min(quarterLength, Math.max(0, quarterLength - row.secondsRemaining));
      lines.push({ lineNumber: rowNumber, quarter: row.quarter, time, side: lineSide, action, expectations: [] });
      fates.push({ row: rowNumber, recordedBy: 'line', line: rowNumber });
    };
    const whistle = (action: string, team: TeamSide, sameCap = false) =>
      sameWhistleIndex(
        rows,
        index,
        (other) => other.action === action && sideOf(other) === team && (!sameCap || other.cap === row.cap),
      );
    if (side === null) return notRecorded(`team "${row.team}" plays in neither side of this match`);
    const isOwn = side === 'team1';
    const cap = row.cap;

    switch (row.action) {
      case 'GK_START':
        if (!isOwn) return notRecorded("the screen keeps the other team's lineup nowhere");
        if (row.quarter === 1 && cap === lineups.team1[0]) return fates.push({ row: rowNumber, recordedBy: 'lineup' });
        if (cap === null || cap === keeper) return notRecorded('the same goalkeeper stays in goal');
        keeper = cap;
        return line(side, { verb: 'keeper', cap });
      case 'SPRINT_WON':
        if (cap === null) return notRecorded('the log names no sprinter');
        return line(side, { verb: 'swim', winner: cap });
      case 'GOAL':
      case 'SHOT_SAVED':
      case 'SHOT_MISSED':
      case 'SHOT_POST':
      case 'SHOT_BLOCKED': {
        if (cap === null) return notRecorded('the log names no shooter');
        const outcome = SHOT_OUTCOMES[row.action]!;
        const isKept = outcome !== 'GOAL' && sideInPossessionAfter(rows, index, sideOf) === side;
        const situation = shotFromDetail(row.detail, row.quarter).situation;
        return line(side, {
          verb: 'shoot',
          shooter: cap,
          outcome,
          isKept,
          assists: [],
          ...(situation ? { situation } : {}),
        });
      }
      case 'EXCLUSION': {
        if (cap === null) return notRecorded('the log names no excluded player');
        const partner = whistle('EXCLUSION', otherSide(side));
        if (partner !== -1 && partner < index) return withLineOf(partner);
        if (partner !== -1) {
          const drawnBy = rows[partner]!.cap ?? undefined;
          return line(side, {
            verb: 'exclusion',
            excluded: cap,
            exclusionType: 'PAIR',
            ...(drawnBy ? { drawnBy } : {}),
          });
        }
        return line(side, {
          verb: 'exclusion',
          excluded: cap,
          exclusionType: exclusionTypeOf(rows, index) ?? 'NORMAL',
        });
      }
      case 'EXCLUSION_WITH_SUBSTITUTION': {
        const exclusion = whistle('EXCLUSION', side, true);
        if (exclusion !== -1) return withLineOf(exclusion);
        const foul = whistle('PENALTY_FOUL', side, true);
        if (foul !== -1) {
          return notRecorded(
            `the third major foul of the penalty foul on line ${rows[foul]!.line}: the screen's penalty foul has no exclusion type`,
          );
        }
        if (cap === null) return notRecorded('the log names no excluded player');
        return line(side, { verb: 'exclusion', excluded: cap, exclusionType: 'WITH_SUBSTITUTION' });
      }
      case 'PENALTY_FOUL': {
        // The log names who took the penalty, not who was fouled: the taker stands in for the fouled player.
        const shot = nextShotOf(rows, index, otherSide(side), sideOf);
        const fouled = shot === -1 ? null : rows[shot]!.cap;
        if (cap === null || fouled === null)
          return notRecorded('the log names neither the fouled player nor a penalty taker');
        return line(otherSide(side), { verb: 'penalty', fouled, fouler: cap });
      }
      case 'TURNOVER': {
        if (cap === null) return notRecorded('the log names no player who lost the ball');
        const steal = whistle('STEAL', otherSide(side));
        const stealer = steal === -1 ? null : rows[steal]!.cap;
        const turnOverType = turnOverTypeFromDetail(row.detail, stealer !== null);
        return line(side, { verb: 'turnover', player: cap, turnOverType, ...(stealer !== null ? { stealer } : {}) });
      }
      case 'STEAL': {
        const turnover = whistle('TURNOVER', otherSide(side));
        if (turnover !== -1) return withLineOf(turnover);
        if (cap === null) return notRecorded('the log names no stealer');
        return line(otherSide(side), {
          verb: 'turnover',
          player: UNPRINTED_CAP,
          turnOverType: 'BALL_LOST',
          stealer: cap,
        });
      }
      case 'TIMEOUT':
        // The other team's too: a scorer keeping both teams records it (one keeping the own team skips it).
        return line(side, { verb: 'timeout' });
      case 'YELLOW_CARD':
      case 'RED_CARD': {
        // The other team's too, as a time-out.
        const person = cardPersonOf(row);
        return line(side, {
          verb: 'card',
          card: row.action === 'RED_CARD' ? 'RED_CARD' : 'YELLOW_CARD',
          ...(person.playerNumber !== null
            ? { cap: person.playerNumber }
            : { official: person.official ?? 'TEAM_OFFICIAL' }),
        });
      }
      default:
        return notRecorded(`the screen has no event for ${row.action}`);
    }
  });

  const team = (side: TeamSide) => ({
    side,
    code: teams[side],
    name: teams[side],
    roster: rosters[side].players,
    lineup: lineups[side],
  });
  return {
    script: { name, quarterLength, videoOffset: 0, teams: { team1: team('team1'), team2: team('team2') }, lines },
    fates,
    leftOut: [...rosters.team1.leftOut, ...rosters.team2.leftOut],
  };
}

/** The next shot of `side` in the quarter after `index`: a penalty foul is printed before its penalty shot. */
function nextShotOf(
  rows: readonly PlayByPlayRow[],
  index: number,
  side: TeamSide,
  sideOf: (row: PlayByPlayRow) => TeamSide | null,
): number {
  for (let i = index + 1; i < rows.length && rows[i]!.quarter === rows[index]!.quarter; i++) {
    if (sideOf(rows[i]!) === side && SHOT_OUTCOMES[rows[i]!.action]) return i;
  }
  return -1;
}
