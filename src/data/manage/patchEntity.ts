import { api } from '../api/api';
import type { Entity } from './entityTypes';

/** PATCH (merge-patch) some fields of an entity; answers the whole updated entity. */
export function patchEntity<T extends Entity = Entity>(
  apiPath: string,
  id: number,
  fields: Record<string, unknown>,
): Promise<T> {
  return api<T>(`${apiPath}/${id}`, { method: 'PATCH', body: { ...fields, id } });
}
