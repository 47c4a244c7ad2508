import { statsDefinitionsVersion, type MatchSummary, type StatsMatch } from '../../domain/stats';

/** A stored summary still holds: computed with today's definitions and the match's present teams. */
export function isSummaryCurrent(summary: MatchSummary | undefined, match: StatsMatch['match']): summary is MatchSummary {
  if (!summary || summary.definitions !== statsDefinitionsVersion()) return false;
  const [team1, team2] = summary.teams;
  return (
    team1.id === match.team1.id &&
    team2.id === match.team2.id &&
    team1.name === (match.team1.name ?? null) &&
    team2.name === (match.team2.name ?? null)
  );
}
