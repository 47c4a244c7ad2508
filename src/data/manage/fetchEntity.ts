import { api } from '../api/api';
import type { Entity } from './entityTypes';

export function fetchEntity<T extends Entity = Entity>(apiPath: string, id: string | number): Promise<T> {
  return api<T>(`${apiPath}/${encodeURIComponent(String(id))}`);
}
