import { useEffect, useState } from 'react';
import type { MatchRow } from '../../data/db';
import { searchMatches } from '../../data/matchData';
import { MATCH_SEARCH_DEBOUNCE_MS } from '../../domain/model';

/** The autocomplete's results for `query`, searched 500 ms after the last keystroke (docs/product.md §9). */
export function useMatchSearch(query: string, isEnabled: boolean): MatchRow[] {
  const [results, setResults] = useState<MatchRow[]>([]);
  useEffect(() => {
    if (!isEnabled) return;
    let isCurrent = true;
    const timer = window.setTimeout(() => {
      void searchMatches(query).then((found) => {
        if (isCurrent) setResults(found);
      });
    }, MATCH_SEARCH_DEBOUNCE_MS);
    return () => {
      isCurrent = false;
      window.clearTimeout(timer);
    };
  }, [query, isEnabled]);
  return results;
}
