import type { $Fetch } from 'ofetch';
import { api } from './api';

export type ListQuery = Record<string, string | number | boolean | readonly (string | number)[] | undefined>;
export type ListResult<T> = { items: T[]; total: number };

/** GET a JHipster list: the body is the page, X-Total-Count the number of all matching rows. */
export async function fetchList<T>(path: string, query: ListQuery = {}, client: $Fetch = api): Promise<ListResult<T>> {
  const response = await client.raw<T[]>(path, { method: 'GET', query });
  const items = response._data ?? [];
  const header = response.headers.get('X-Total-Count');
  const total = header === null ? items.length : Number(header);
  return { items, total: Number.isFinite(total) ? total : items.length };
}
