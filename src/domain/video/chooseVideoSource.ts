/** Where a video plays from: a file picked on this device, its URL, or the file uploaded to the server. */
export type VideoSourceKind = 'local' | 'url' | 'upload';

/**
 * A local file wins (it plays offline and the user picked it on purpose), then the video's URL, then an
 * uploaded file (objectUrlS3 holds its storage key); null when nothing can play.
 */
export function chooseVideoSource(
  video: { videoUrl?: string | null; objectUrlS3?: string | null } | null,
  hasLocalFile: boolean,
): VideoSourceKind | null {
  if (hasLocalFile) return 'local';
  if (video?.videoUrl?.trim()) return 'url';
  if (video?.objectUrlS3?.trim()) return 'upload';
  return null;
}
