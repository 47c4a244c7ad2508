import { SHOOT_SITUATIONS, type ShootSituation } from '../../domain/model';
import type { ManUpState } from '../../domain/stats';
import { EMPTY_STATISTICS_VIEW, STATISTICS_TABS, type StatisticsView } from './statisticsView';

/**
 * URL keys of the statistics view: `league`, `season`, `team`, `opponent`, `matches`, `quarter`, `situation`,
 * `player` (player keys such as p12 or c7), `manUp` (MAN_UP | MAN_DOWN | EVEN) and `tab` (a tab slug).
 * Lists are comma-separated; a default value is left out, so the plain /statistics is the default view.
 */
const MAN_UP_STATES: readonly ManUpState[] = ['MAN_UP', 'MAN_DOWN', 'EVEN'];

const listOf = (params: URLSearchParams, key: string) =>
  (params.get(key) ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
const idsOf = (params: URLSearchParams, key: string) =>
  [...new Set(listOf(params, key).map(Number))].filter((id) => Number.isSafeInteger(id) && id > 0);

/** Reads a view from a query string; anything unknown or malformed is ignored. */
export function parseStatisticsQuery(search: string): StatisticsView {
  const params = new URLSearchParams(search);
  const team = idsOf(params, 'team')[0] ?? null;
  const manUp = params.get('manUp');
  const tabIndex = STATISTICS_TABS.findIndex((tab) => tab.slug === params.get('tab'));
  return {
    leagueIds: idsOf(params, 'league'),
    seasons: [...new Set(listOf(params, 'season'))],
    teamId: team,
    opponentIds: idsOf(params, 'opponent'),
    matchIds: idsOf(params, 'matches'),
    quarters: idsOf(params, 'quarter').filter((quarter) => quarter <= 5),
    situations: listOf(params, 'situation').filter((item): item is ShootSituation =>
      (SHOOT_SITUATIONS as readonly string[]).includes(item),
    ),
    players: [...new Set(listOf(params, 'player'))].filter((key) => /^[pc]\d+$/.test(key)),
    manUp: MAN_UP_STATES.find((state) => state === manUp) ?? null,
    tabIndex: Math.max(0, tabIndex),
  };
}

/** Writes a view as a query string (without '?'); parseStatisticsQuery reads it back to the same view. */
export function formatStatisticsQuery(view: StatisticsView): string {
  const entries: [string, string][] = [];
  const add = (key: string, values: readonly (string | number)[]) => {
    if (values.length > 0) entries.push([key, values.join(',')]);
  };
  add('matches', view.matchIds);
  add('league', view.leagueIds);
  add('season', view.seasons);
  add('team', view.teamId == null ? [] : [view.teamId]);
  add('opponent', view.opponentIds);
  add('quarter', view.quarters);
  add('situation', view.situations);
  add('player', view.players);
  add('manUp', view.manUp ? [view.manUp] : []);
  if (view.tabIndex !== EMPTY_STATISTICS_VIEW.tabIndex)
    add('tab', [STATISTICS_TABS[view.tabIndex]?.slug ?? 'box-score']);
  // Commas stay readable (?matches=1,2); everything else is percent-encoded.
  return entries.map(([key, value]) => `${key}=${encodeURIComponent(value).replace(/%2C/gi, ',')}`).join('&');
}
