import type { ListedMatch } from '../../../data/statistics';
import { compareText } from '../../i18n';
import { statisticsText } from '../statisticsText';
import type { StatisticsView } from '../statisticsView';

export type Option<T> = { value: T; label: string };

export type FilterOptions = {
  leagues: Option<number>[];
  seasons: Option<string>[];
  /** Matches of the chosen leagues and seasons (all of them when none is chosen). */
  matches: ListedMatch[];
  /** Teams of the selected matches. */
  teams: Option<number>[];
  /** Teams the chosen team played in the selected matches (all teams when no team is chosen). */
  opponents: Option<number>[];
};

const byLabel = <T>(a: Option<T>, b: Option<T>) => compareText(a.label, b.label);

/** What each filter offers, derived from the cached matches and the current view. */
export function filterOptionsOf(all: readonly ListedMatch[], view: StatisticsView): FilterOptions {
  const leagues = new Map<number, string>();
  const seasons = new Set<string>();
  for (const match of all) {
    if (match.league)
      leagues.set(match.league.id, match.league.name ?? statisticsText('fallback.league', { id: match.league.id }));
    if (match.league?.season) seasons.add(match.league.season);
  }
  const matches = all.filter(
    (match) =>
      (view.leagueIds.length === 0 || view.leagueIds.includes(match.league?.id ?? NaN)) &&
      (view.seasons.length === 0 || view.seasons.includes(match.league?.season ?? '')),
  );
  const selected = all.filter((match) => view.matchIds.includes(match.id));
  const teams = new Map<number, string>();
  const opponents = new Map<number, string>();
  const teamName = (team: { id: number; name?: string | null }) =>
    team.name ?? statisticsText('fallback.team', { id: team.id });
  for (const match of selected) {
    for (const [team, opponent] of [
      [match.team1, match.team2],
      [match.team2, match.team1],
    ] as const) {
      teams.set(team.id, teamName(team));
      if (view.teamId == null || view.teamId === team.id) opponents.set(opponent.id, teamName(opponent));
    }
  }
  const options = <T>(entries: Iterable<[T, string]>) =>
    [...entries].map(([value, label]) => ({ value, label })).sort(byLabel);
  return {
    leagues: options(leagues),
    seasons: [...seasons]
      .sort()
      .reverse()
      .map((season) => ({ value: season, label: season })),
    matches,
    teams: options(teams),
    opponents: options(opponents),
  };
}
