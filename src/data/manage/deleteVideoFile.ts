import { api } from '../api/api';

export async function deleteVideoFile(videoId: number): Promise<void> {
  await api(`/match-videos/${videoId}/file`, { method: 'DELETE' });
}
