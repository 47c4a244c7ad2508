/** Where a video plays from: a file picked on this device, its URL, or the file uploaded to the server. */
export type VideoSourceKind = 'local' | 'url' | 'upload';

type ServerVideo = { videoUrl?: string | null; objectUrlS3?: string | null };

/**
 * A URL the browser plays as it is: the video's URL, else an objectUrlS3 that is already an absolute
 * http(s) URL (older data) rather than a storage key.
 */
export function directVideoUrl(video: ServerVideo | null): string | null {
  const url = video?.videoUrl?.trim();
  if (url) return url;
  const object = video?.objectUrlS3?.trim();
  return object && /^https?:\/\//i.test(object) ? object : null;
}

/**
 * A local file wins (it plays offline and the user picked it on purpose), then a direct URL, then an
 * uploaded file (objectUrlS3 holds its storage key); null when nothing can play.
 */
export function chooseVideoSource(video: ServerVideo | null, hasLocalFile: boolean): VideoSourceKind | null {
  if (hasLocalFile) return 'local';
  if (directVideoUrl(video)) return 'url';
  if (video?.objectUrlS3?.trim()) return 'upload';
  return null;
}
