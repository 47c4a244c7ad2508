import { api } from '../api/api';
import type { Entity } from './entityTypes';

/** POST a new entity (no id) or PUT the whole entity at `{apiPath}/{key}`; answers the stored entity. */
export function saveEntity<T extends Entity = Entity>(apiPath: string, entity: T, key?: string | number): Promise<T> {
  if (key === undefined) return api<T>(apiPath, { method: 'POST', body: entity });
  return api<T>(`${apiPath}/${encodeURIComponent(String(key))}`, { method: 'PUT', body: entity });
}
