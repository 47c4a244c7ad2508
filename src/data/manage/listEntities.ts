import { fetchList, type ListResult } from '../api/fetchList';
import type { Entity } from './entityTypes';

/** One page of an entity list; `params` are the list screen's URL parameters (page, size, sort, filters). */
export function listEntities<T extends Entity = Entity>(
  apiPath: string,
  params: URLSearchParams,
): Promise<ListResult<T>> {
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key).filter((value) => value !== '');
    if (values.length) query[key] = values.length === 1 ? values[0]! : values;
  }
  return fetchList<T>(apiPath, query);
}
