import type { MatchVideo } from '../../domain/model';

/** A playable URL of a match video: its videoUrl, else an absolute object-storage URL; null otherwise. */
export function videoSource(video: Pick<MatchVideo, 'videoUrl' | 'objectUrlS3'>): string | null {
  if (video.videoUrl) return video.videoUrl;
  if (video.objectUrlS3 && /^https?:\/\//.test(video.objectUrlS3)) return video.objectUrlS3;
  return null;
}
