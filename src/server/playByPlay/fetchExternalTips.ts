import { eventTipsFromPlayByPlay, type EventTip } from '../../domain/playbyplay';
import { httpProblem } from '../http/problem';
import { resolveTeamCodes } from './resolveTeamCodes';
import { rowsFromExternalActions } from './rowsFromExternalActions';

export const EXTERNAL_API_TIMEOUT_MS = 10_000;

/**
 * Event tips of one schedule from the external data API (docs/design.md §6): `GET {base}/api/v1/schedules/
 * {scheduleId}/actions` with the `X-API-KEY` header. An unreachable or failing upstream is a 502.
 */
export async function fetchExternalTips(options: {
  base: string;
  apiKey: string;
  scheduleId: string;
  /** The teams' own codes; the printed order decides when the upstream spells them differently. */
  codes: { team1: string; team2: string };
  quarterLength?: number;
  fetch?: typeof globalThis.fetch;
}): Promise<EventTip[]> {
  const url = `${options.base.replace(/\/+$/, '')}/api/v1/schedules/${encodeURIComponent(options.scheduleId)}/actions`;
  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(url, {
      headers: { 'X-API-KEY': options.apiKey, Accept: 'application/json' },
      signal: AbortSignal.timeout(EXTERNAL_API_TIMEOUT_MS),
    });
  } catch {
    throw httpProblem(502, 'The external data API cannot be reached');
  }
  if (!response.ok) throw httpProblem(502, `The external data API answered ${response.status}`);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw httpProblem(502, 'The external data API answered something that is not JSON');
  }
  const rows = rowsFromExternalActions(body);
  const codes = resolveTeamCodes(rows, options.codes);
  const teams = { team1: { id: 1, code: codes.team1 }, team2: { id: 2, code: codes.team2 } };
  return eventTipsFromPlayByPlay(rows, teams, options.quarterLength);
}
