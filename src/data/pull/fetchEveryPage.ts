import type { $Fetch } from 'ofetch';
import { api } from '../api/api';
import { fetchList, type ListQuery } from '../api/fetchList';

/** Every row of a JHipster list, page after page of `size` until X-Total-Count is reached. */
export async function fetchEveryPage<T>(
  path: string,
  query: ListQuery,
  size: number,
  client: $Fetch = api,
): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 0; ; page++) {
    const { items, total } = await fetchList<T>(path, { ...query, page, size }, client);
    rows.push(...items);
    if (items.length < size || rows.length >= total) return rows;
  }
}
