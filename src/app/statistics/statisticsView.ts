import type { ShootSituation } from '../../domain/model';
import type { ManUpState } from '../../domain/stats';

/** The statistics tabs, in order; the slug names the tab in the URL (`?tab=players`). */
export const STATISTICS_TABS = [
  { slug: 'box-score', label: 'Box score' },
  { slug: 'players', label: 'Players' },
  { slug: 'shots', label: 'Shots' },
  { slug: 'man-up', label: 'Man-up / man-down' },
  { slug: 'possessions', label: 'Possessions' },
  { slug: 'lineups', label: 'Lineups' },
  { slug: 'goalkeeper', label: 'Goalkeeper' },
] as const;

/**
 * The statistics screen's own state (spec §2: a filter model and a selected tab index), mirrored in the
 * URL. Empty lists mean "all"; `matchIds` empty means "not chosen yet" (the screen picks a default).
 */
export type StatisticsView = {
  leagueIds: number[];
  seasons: string[];
  teamId: number | null;
  opponentIds: number[];
  matchIds: number[];
  quarters: number[];
  situations: ShootSituation[];
  players: string[];
  manUp: ManUpState | null;
  tabIndex: number;
};

export const EMPTY_STATISTICS_VIEW: StatisticsView = {
  leagueIds: [],
  seasons: [],
  teamId: null,
  opponentIds: [],
  matchIds: [],
  quarters: [],
  situations: [],
  players: [],
  manUp: null,
  tabIndex: 0,
};
