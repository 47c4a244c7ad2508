import type { $Fetch } from 'ofetch';
import { api } from '../api/api';

/**
 * A playable link to a match video's uploaded file: `<video src>` cannot send the bearer token, so the
 * server signs a short-lived URL (GET /api/match-videos/{id}/file-url, src/server/routes/matchVideoFiles.ts)
 * that streams `/api/match-videos/{id}/file` with HTTP Range.
 */
export async function fetchUploadedVideoUrl(videoId: number, client: $Fetch = api): Promise<string> {
  const { url } = await client<{ url: string }>(`/match-videos/${videoId}/file-url`);
  return url;
}
