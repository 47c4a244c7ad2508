import { statsDefinitionsVersion, type MatchSummary, type StatsMatch } from '../../domain/stats';
import type { StoredMatchSummary } from './storedMatchSummary';

/**
 * A stored summary still holds: in today's stored form (one stored whole, before the long lists were kept
 * apart, is computed again once), computed with today's definitions and the match's present teams.
 */
export function isSummaryCurrent(
  summary: MatchSummary | undefined,
  match: StatsMatch['match'],
): summary is StoredMatchSummary {
  if (!summary || summary.definitions !== statsDefinitionsVersion()) return false;
  if (typeof (summary as Partial<StoredMatchSummary>).details !== 'string') return false;
  const [team1, team2] = summary.teams;
  return (
    team1.id === match.team1.id &&
    team2.id === match.team2.id &&
    team1.name === (match.team1.name ?? null) &&
    team2.name === (match.team2.name ?? null)
  );
}
