import type { ShootSituation } from '../../domain/model';
import type { ManUpState } from '../../domain/stats';
import type { MessageKey } from '../i18n';

/** The statistics tabs, in order; the slug names the tab in the URL (`?tab=players`). */
export const STATISTICS_TABS = [
  { slug: 'box-score', labelKey: 'tabs.boxScore' },
  { slug: 'players', labelKey: 'tabs.players' },
  { slug: 'shots', labelKey: 'tabs.shots' },
  { slug: 'man-up', labelKey: 'tabs.manUp' },
  { slug: 'possessions', labelKey: 'tabs.possessions' },
  { slug: 'lineups', labelKey: 'tabs.lineups' },
  { slug: 'goalkeeper', labelKey: 'tabs.goalkeeper' },
] as const satisfies readonly { slug: string; labelKey: MessageKey<'statistics'> }[];

/**
 * The statistics screen's own state (docs/product.md §2: a filter model and a selected tab index), mirrored in the
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
