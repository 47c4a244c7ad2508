import { parseClock } from '../../domain/playbyplay/parseClock';
import type { PlayByPlayRow } from '../../domain/playbyplay';

type Action = Record<string, unknown>;

const text = (action: Action, ...names: string[]) => {
  for (const name of names) {
    const value = action[name];
    if (typeof value === 'string' || typeof value === 'number') return String(value).trim();
  }
  return '';
};

/**
 * The external data API's `GET /api/v1/schedules/{id}/actions` as play-by-play rows. Its shape is not
 * published (docs/product.md §7), so this reads the official play-by-play's own columns under the usual spellings:
 * a list, or `{actions: [...]}`, of `{quarter|period, clock|time, team|teamCode, cap|capNumber,
 * player|playerName, action|actionType|type, detail|description}`. Lines without a team or action are skipped.
 */
export function rowsFromExternalActions(body: unknown): PlayByPlayRow[] {
  const list = Array.isArray(body) ? body : (body as { actions?: unknown } | null)?.actions;
  if (!Array.isArray(list)) return [];
  return list.flatMap((item): PlayByPlayRow[] => {
    if (typeof item !== 'object' || item === null) return [];
    const action = item as Action;
    const quarter = Number(text(action, 'quarter', 'period').replace(/^Q/i, ''));
    const team = text(action, 'team', 'teamCode');
    const code = text(action, 'action', 'actionType', 'type').toUpperCase();
    if (!Number.isInteger(quarter) || quarter < 1 || team === '' || code === '') return [];
    const clock = text(action, 'clock', 'time');
    const cap = Number(text(action, 'cap', 'capNumber'));
    let secondsRemaining: number;
    try {
      secondsRemaining = parseClock(clock);
    } catch {
      return [];
    }
    return [
      {
        quarter: Math.min(quarter, 5),
        clock,
        secondsRemaining,
        team,
        cap: Number.isInteger(cap) && cap > 0 ? cap : null,
        player: text(action, 'player', 'playerName'),
        action: code,
        detail: text(action, 'detail', 'description'),
      },
    ];
  });
}
