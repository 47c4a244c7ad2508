import type { ListedMatch } from '../../../data/statistics';

/** The most recent ended match, else the most recent of any (the list comes most recent first). */
export function defaultMatchId(matches: readonly ListedMatch[]): number | null {
  return (matches.find((match) => match.status === 'ENDED') ?? matches[0])?.id ?? null;
}
