import { readFileSync } from 'node:fs';
import { authenticate, newApiContext } from '../support/api';
import { DEMO_USERS } from '../support/roles';

export const DEMO_FILE = new URL('../../../public/demo/match-clock.webm', import.meta.url).pathname;

/**
 * As a data manager does in Manage: a whole-match video row without a URL for the match, then the demo
 * file uploaded to it (POST /api/match-videos/{id}/file). Answers the video's id.
 */
export async function uploadDemoVideo(matchId: number): Promise<number> {
  const api = await newApiContext();
  try {
    const token = await authenticate(api, DEMO_USERS.admin.username, DEMO_USERS.admin.password);
    const headers = { Authorization: `Bearer ${token}` };
    const created = await api.post('/api/match-videos', {
      headers,
      data: { match: { id: matchId }, quarter: null, videoUrl: null },
    });
    if (!created.ok()) throw new Error(`POST /api/match-videos failed: ${created.status()} ${await created.text()}`);
    const { id } = (await created.json()) as { id: number };
    const uploaded = await api.post(`/api/match-videos/${id}/file`, {
      headers: { ...headers, 'Content-Type': 'video/webm' },
      data: readFileSync(DEMO_FILE),
    });
    if (!uploaded.ok())
      throw new Error(`Uploading the demo video failed: ${uploaded.status()} ${await uploaded.text()}`);
    return id;
  } finally {
    await api.dispose();
  }
}
