import { DEFAULT_QUARTER_LENGTH, type TeamSide } from '../model';
import { matchTimeOf } from './matchTimeOf';
import { otherSide } from '../model';
import { sameWhistleIndex } from './sameWhistleIndex';
import { shotFromDetail } from './shotFromDetail';
import { teamSideOf } from './teamSideOf';
import type { EventTip, PlayByPlayRow, PlayByPlayTeams } from './types';

/** Shown in the strip but not clickable: the line has no code in docs/product.md §4. */
export const UNKNOWN_TIP_CODE = '??';

const SHOT_PREFIX: Record<string, string> = {
  GOAL: 'G',
  SHOT_SAVED: 'S',
  SHOT_MISSED: 'M',
  SHOT_POST: 'M',
  SHOT_BLOCKED: 'M',
};

/**
 * The capture screen's tip strip from an official play-by-play, one tip per printed line, in printed order.
 * Mapping (docs/product.md §4 codes; a tip sits on the side of the team whose scorer gets the event the code names):
 * shots are <outcome><situation> on the shooter's side, outcome G goal / S saved / M missed, post or blocked,
 * situation X extra player (as labelled), C centre, A anything else (GA, GC, GX, SA, SC, SX, MA, MC, MX);
 * sprint won = CS on the winner's side; a turnover = TA (with a steal, cap = the stealer) or TF (turnover
 * foul, no steal) on the side that gains the ball; an exclusion gives two tips at one time, EC (in centre)
 * or ER (elsewhere) on the side that earned it, and EF with the excluded cap on the excluded side. Penalty
 * fouls, time-outs, cards, challenges and unknown lines are '??' on the printed side; goalkeeper starts and
 * "exclusion with substitution" (the same whistle as its exclusion) give no tip. `cap` is only set when
 * that player belongs to `side`. `time` is seconds from match start.
 */
export function eventTipsFromPlayByPlay(
  rows: readonly PlayByPlayRow[],
  teams: PlayByPlayTeams,
  quarterLength = DEFAULT_QUARTER_LENGTH,
): EventTip[] {
  const sideOf = (row: PlayByPlayRow) => teamSideOf(teams, row);
  return rows.flatMap((row, index): EventTip[] => {
    const side = sideOf(row);
    if (side === null) return [];
    const tip = (tipSide: TeamSide, code: string, cap: number | null = null): EventTip => ({
      quarter: row.quarter,
      time: matchTimeOf(row, quarterLength),
      side: tipSide,
      code,
      ...(cap === null ? {} : { cap }),
    });
    const prefix = SHOT_PREFIX[row.action];
    if (prefix) {
      const { situation, extraPlayer } = shotFromDetail(row.detail, row.quarter);
      return [tip(side, prefix + (extraPlayer ? 'X' : situation === 'CENTER' ? 'C' : 'A'), row.cap)];
    }
    switch (row.action) {
      case 'SPRINT_WON':
        return [tip(side, 'CS', row.cap)];
      case 'EXCLUSION':
        return [tip(otherSide(side), /centre|center/i.test(row.detail) ? 'EC' : 'ER'), tip(side, 'EF', row.cap)];
      case 'TURNOVER': {
        const steal = sameWhistleIndex(
          rows,
          index,
          (other) => other.action === 'STEAL' && sideOf(other) === otherSide(side),
        );
        return [steal === -1 ? tip(otherSide(side), 'TF') : tip(otherSide(side), 'TA', rows[steal]!.cap)];
      }
      case 'STEAL': {
        const isPrinted =
          sameWhistleIndex(rows, index, (other) => other.action === 'TURNOVER' && sideOf(other) === otherSide(side)) !==
          -1;
        return isPrinted ? [] : [tip(side, 'TA', row.cap)];
      }
      case 'GK_START':
      case 'EXCLUSION_WITH_SUBSTITUTION':
        return [];
      default:
        return [tip(side, UNKNOWN_TIP_CODE, row.cap)];
    }
  });
}
