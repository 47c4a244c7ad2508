import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { requireAccess } from '../auth/guards';
import { matchVideo } from '../db/schema';
import type { AppEnv } from '../http/appEnv';
import { setAlertHeaders } from '../http/alertHeaders';
import { SIGNED_LINK_CACHE_CONTROL } from '../http/applySecureHeaders';
import { parseIdParam } from '../http/parseIdParam';
import { httpProblem } from '../http/problem';
import { describeResource } from '../resources/describeResource';
import { presentRows } from '../resources/presentRows';
import type { ResourceConfig } from '../resources/resourceConfig';
import { createVideoStore } from '../videos/createVideoStore';
import { detectVideoContainer, VIDEO_SIGNATURE_BYTES } from '../videos/detectVideoContainer';
import { isStoredVideoKey } from '../videos/isStoredVideoKey';
import { peekUploadHead } from '../videos/peekUploadHead';
import { isValidVideoSignature, signVideoUrl } from '../videos/signVideoUrl';
import { streamStoredVideo } from '../videos/streamStoredVideo';
import { VIDEO_CONTENT_TYPES } from '../videos/videoContentTypes';
import { videoMaxBytes } from '../videos/videoMaxBytes';
import type { VideoStore } from '../videos/videoStore';
import { findOwnedRow } from './findOwnedRow';

/**
 * A match video's own file (docs/design.md §8): POST/PUT the raw bytes (Content-Type video/*, and bytes that start as a
 * video container does), GET streams it with HTTP Range (206), DELETE removes it; GET …/file-url answers a signed
 * link a `<video>` element can play.
 * The stored key goes into `objectUrlS3`; the file lives in the data dir or an S3 bucket (createVideoStore).
 */
export function matchVideoFileRoutes(videos: ResourceConfig): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  const model = describeResource(videos);
  let store: VideoStore | undefined;
  // The router is built before the app's dependencies reach it, so the first request picks the store for all.
  const storeOf = (c: Context<AppEnv>) => (store ??= createVideoStore(c.get('deps').config, c.get('deps').log));
  const present = async (c: Context<AppEnv>, row: Record<string, unknown>, orgId: number) =>
    (await presentRows(c.get('deps').db, videos, model.fields, [row], orgId))[0];

  const upload = async (c: Context<AppEnv>) => {
    const principal = requireAccess(c, 'manager');
    const id = parseIdParam(c.req.param('id') ?? '');
    const { db } = c.get('deps');
    const video = await findOwnedRow(db, matchVideo, id, principal.organizationId, 'matchVideo');
    const declaredType = (c.req.header('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (!VIDEO_CONTENT_TYPES[declaredType]) {
      throw httpProblem(415, `Upload a video (${Object.keys(VIDEO_CONTENT_TYPES).join(', ')}), not '${declaredType}'`);
    }
    const maxBytes = videoMaxBytes();
    if (Number(c.req.header('Content-Length')) > maxBytes) {
      throw httpProblem(413, `The video is larger than ${maxBytes} bytes`);
    }
    if (!c.req.raw.body) throw httpProblem(400, 'Request body is missing');
    // The file's own first bytes decide what it is and how it is served, not the name or type the client gave.
    const { head, body } = await peekUploadHead(c.req.raw.body, VIDEO_SIGNATURE_BYTES);
    const contentType = detectVideoContainer(head);
    if (!contentType) {
      await body.cancel().catch(() => undefined);
      if (head.length === 0) throw httpProblem(400, 'The video file is empty');
      // RFC 9110 §15.5.16: 415 also when inspecting the content shows a format the resource does not take.
      throw httpProblem(415, 'The file is not a video (MP4, QuickTime, WebM, Matroska or Ogg)');
    }
    const store = storeOf(c);
    const key = `videos/${principal.organizationId}/${id}-${randomBytes(6).toString('hex')}.${VIDEO_CONTENT_TYPES[contentType]}`;
    await store.save(key, body, maxBytes);
    const [row] = await db
      .update(matchVideo)
      .set({ objectUrlS3: key })
      .where(and(eq(matchVideo.id, id), eq(matchVideo.organizationId, principal.organizationId!)))
      .returning();
    if (isStoredVideoKey(video.objectUrlS3, video.organizationId) && video.objectUrlS3 !== key) {
      // The new file is saved and recorded; an old one the storage would not delete is logged there and left.
      await store.remove(video.objectUrlS3).catch(() => undefined);
    }
    setAlertHeaders(c, 'matchVideo', 'updated', id);
    return c.json(await present(c, row!, principal.organizationId!));
  };
  router.post('/:id/file', upload);
  router.put('/:id/file', upload);

  router.get('/:id/file-url', async (c) => {
    const principal = requireAccess(c, 'member');
    const id = parseIdParam(c.req.param('id'));
    const { db, jwtSecret, clock } = c.get('deps');
    const video = await findOwnedRow(db, matchVideo, id, principal.organizationId, 'matchVideo');
    if (!video.objectUrlS3) throw httpProblem(404, 'This match video has no uploaded file');
    return c.json({ url: signVideoUrl(jwtSecret, id, clock()) });
  });

  router.get('/:id/file', async (c) => {
    const id = parseIdParam(c.req.param('id'));
    const { db, jwtSecret, clock } = c.get('deps');
    const isSigned = isValidVideoSignature(jwtSecret, id, c.req.query('expires'), c.req.query('signature'), clock());
    // A signed link stands for the member who asked for it; otherwise the bearer must own the video.
    const [video] = isSigned
      ? await db.select().from(matchVideo).where(eq(matchVideo.id, id)).limit(1)
      : [await findOwnedRow(db, matchVideo, id, requireAccess(c, 'member').organizationId, 'matchVideo')];
    return streamStoredVideo(c, storeOf(c), video, isSigned ? { 'Cache-Control': SIGNED_LINK_CACHE_CONTROL } : {});
  });

  router.delete('/:id/file', async (c) => {
    const principal = requireAccess(c, 'manager');
    const id = parseIdParam(c.req.param('id'));
    const { db } = c.get('deps');
    const video = await findOwnedRow(db, matchVideo, id, principal.organizationId, 'matchVideo');
    if (isStoredVideoKey(video.objectUrlS3, video.organizationId)) await storeOf(c).remove(video.objectUrlS3);
    await db.update(matchVideo).set({ objectUrlS3: null }).where(eq(matchVideo.id, id));
    setAlertHeaders(c, 'matchVideo', 'updated', id);
    return c.body(null, 204);
  });
  return router;
}
