import { DEFAULT_QUARTER_LENGTH } from '../../domain/model';
import { clockErrorsOf, eventTipsFromPlayByPlay, parsePlayByPlayCsv, type EventTip } from '../../domain/playbyplay';
import { httpProblem } from '../http/problem';

/**
 * An official play-by-play CSV (`quarter,clock,team,cap,player,action,detail`) as event tips; the printed
 * team codes say which team plays as team1 and team2. Unreadable files, and clocks outside the quarter, are a
 * 400 naming the line.
 */
export function tipsFromPlayByPlayCsv(
  csv: string,
  codes: { team1: string; team2: string },
  quarterLength?: number,
): EventTip[] {
  let rows;
  try {
    rows = parsePlayByPlayCsv(csv);
  } catch (error) {
    throw httpProblem(400, (error as Error).message);
  }
  const clockErrors = clockErrorsOf(rows, quarterLength ?? DEFAULT_QUARTER_LENGTH);
  if (clockErrors.length > 0) throw httpProblem(400, clockErrors.join('; '));
  const printed = new Set(rows.map((row) => row.team.trim().toUpperCase()));
  const missing = [codes.team1, codes.team2].filter((code) => !printed.has(code.toUpperCase()));
  if (missing.length > 0) {
    throw httpProblem(
      400,
      `The play-by-play has no team ${missing.join(' or ')}; its teams are ${[...printed].join(', ') || 'none'}`,
    );
  }
  const teams = { team1: { id: 1, code: codes.team1 }, team2: { id: 2, code: codes.team2 } };
  return eventTipsFromPlayByPlay(rows, teams, quarterLength);
}
