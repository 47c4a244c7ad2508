import { api } from '../api/api';
import { fetchList } from '../api/fetchList';
import { db } from '../db/db';
import type { MatchRow } from '../db/rows';
import { PAGE_SIZE } from '../../domain/model';
import { pullIntoCache } from '../pull/pullIntoCache';
import { cacheMatches } from './cacheMatches';

/** The home list's call (docs/product.md §7: sort name, size 100), cached so home works offline. */
export async function refreshMatches(client = api): Promise<void> {
  await pullIntoCache({
    key: 'matches by name',
    fetch: () => fetchList<MatchRow>('/matches', { sort: 'name,asc', size: PAGE_SIZE.matches }, client),
    tables: [db.matches],
    store: ({ items }, guard) => cacheMatches(items, guard),
  });
}
