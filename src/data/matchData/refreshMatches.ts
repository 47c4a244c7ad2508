import { api } from '../api/api';
import { fetchList } from '../api/fetchList';
import type { MatchRow } from '../db/rows';
import { PAGE_SIZE } from '../../domain/model';
import { cacheMatches } from './cacheMatches';

/** The home list's call (spec §7: sort name, size 100), cached so home works offline. */
export async function refreshMatches(client = api): Promise<void> {
  const { items } = await fetchList<MatchRow>('/matches', { sort: 'name,asc', size: PAGE_SIZE.matches }, client);
  await cacheMatches(items);
}
