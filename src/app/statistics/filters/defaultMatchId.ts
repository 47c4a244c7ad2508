import type { StatisticsMatch } from '../../../data/statistics';

/** The most recent ended match, else the most recent of any (the list comes most recent first). */
export function defaultMatchId(matches: readonly StatisticsMatch[]): number | null {
  return (matches.find((match) => match.status === 'ENDED') ?? matches[0])?.id ?? null;
}
