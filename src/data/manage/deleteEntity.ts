import { api } from '../api/api';

export async function deleteEntity(apiPath: string, key: string | number): Promise<void> {
  await api(`${apiPath}/${encodeURIComponent(String(key))}`, { method: 'DELETE' });
}
