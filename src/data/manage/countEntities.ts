import { api } from '../api/api';

/** GET {apiPath}/count: how many rows the caller may see. */
export function countEntities(apiPath: string): Promise<number> {
  return api<number>(`${apiPath}/count`);
}
