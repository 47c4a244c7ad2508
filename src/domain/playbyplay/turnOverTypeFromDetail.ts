import type { TurnOverType } from '../model';

/**
 * The turnover type of a play-by-play turnover line. A turnover printed with a steal at the same whistle is
 * a ball lost; Omega's "Turnover foul" is an offensive foul, our counter foul (CONTRAFAULT).
 */
export function turnOverTypeFromDetail(detail: string, isStolen: boolean): TurnOverType {
  if (isStolen) return 'BALL_LOST';
  const text = detail.toLowerCase();
  if (/shot ?clock|time/.test(text)) return 'TIME';
  if (text.includes('pass')) return 'BAD_PASS';
  if (/foul|offensive/.test(text)) return 'CONTRAFAULT';
  return 'BALL_LOST';
}
