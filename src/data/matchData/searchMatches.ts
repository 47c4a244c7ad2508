import { api } from '../api/api';
import { fetchList } from '../api/fetchList';
import { db } from '../db/db';
import type { MatchRow } from '../db/rows';
import { PAGE_SIZE } from '../../domain/model';
import { pullIntoCache } from '../pull/pullIntoCache';
import { cacheMatches } from './cacheMatches';

const byName = (a: MatchRow, b: MatchRow) => a.name.localeCompare(b.name);

/**
 * The start-match autocomplete (docs/product.md §7: name.contains, sort name ascending, size 100). Offline or on a
 * failed call it answers from the cached matches instead.
 */
export async function searchMatches(text: string, client = api): Promise<MatchRow[]> {
  const query = text.trim();
  try {
    const answer = await pullIntoCache({
      key: `matches named ${query}`,
      fetch: () =>
        fetchList<MatchRow>(
          '/matches',
          { ...(query ? { 'name.contains': query } : {}), sort: 'name,asc', size: PAGE_SIZE.matchSearch },
          client,
        ),
      tables: [db.matches],
      store: ({ items }, guard) => cacheMatches(items, guard),
    });
    return answer?.items ?? [];
  } catch (error) {
    console.warn('[matchData] match search answered from the cache', error);
    const needle = query.toLowerCase();
    const cached = await db.matches.filter((match) => match.name.toLowerCase().includes(needle)).toArray();
    return cached.sort(byName).slice(0, PAGE_SIZE.matchSearch);
  }
}
