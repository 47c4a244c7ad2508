import { api } from '../api/api';

/** A signed, short-lived link that plays an uploaded match video in a `<video>` element or a new tab. */
export async function videoFileUrl(videoId: number): Promise<string> {
  const { url } = await api<{ url: string }>(`/match-videos/${videoId}/file-url`);
  return url;
}
