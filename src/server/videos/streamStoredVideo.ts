import type { Context } from 'hono';
import type { AppEnv } from '../http/appEnv';
import { httpProblem } from '../http/problem';
import { isStoredVideoKey } from './isStoredVideoKey';
import { parseRange } from './parseRange';
import { contentTypeOfKey } from './videoContentTypes';
import type { VideoStore } from './videoStore';

/**
 * Answers a stored match video's bytes as a `<video>` element asks for them: the whole file (200) or the one range
 * its Range header names (206), 416 for a range past the end, 404 when the video has no file of its organisation's.
 */
export async function streamStoredVideo(
  c: Context<AppEnv>,
  store: VideoStore,
  video: { objectUrlS3: string | null; organizationId: number } | undefined,
  extraHeaders: Record<string, string> = {},
): Promise<Response> {
  const key = video?.objectUrlS3;
  const size = video && isStoredVideoKey(key, video.organizationId) ? await store.size(key) : null;
  if (!key || size === null) throw httpProblem(404, 'This match video has no uploaded file');
  const range = parseRange(c.req.header('Range'), size);
  const headers: Record<string, string> = {
    'Accept-Ranges': 'bytes',
    'Content-Type': contentTypeOfKey(key),
    ...extraHeaders,
  };
  if (range === 'unsatisfiable') {
    return c.body(null, 416, { ...headers, 'Content-Range': `bytes */${size}` });
  }
  if (range === null) {
    return c.body(await store.read(key, null), 200, { ...headers, 'Content-Length': String(size) });
  }
  return c.body(await store.read(key, range), 206, {
    ...headers,
    'Content-Length': String(range.end - range.start + 1),
    'Content-Range': `bytes ${range.start}-${range.end}/${size}`,
  });
}
