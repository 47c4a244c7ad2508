import type { SharedPlaylist } from '../../domain/video';

export type SharedPlaylistAnswer =
  { kind: 'playlist'; playlist: SharedPlaylist } | { kind: 'unavailable' } | { kind: 'failed' };

const TIMEOUT_MS = 15_000;

/**
 * A shared playlist as the public clip page plays it. 'unavailable' when the server says the link is unknown,
 * revoked or expired (404); 'failed' when there is no usable answer (offline, timeout, a server error). Sent without
 * the session's token: the page is public.
 */
export async function fetchSharedPlaylist(
  shareId: string,
  fetcher: typeof fetch = fetch,
): Promise<SharedPlaylistAnswer> {
  try {
    const response = await fetcher(`/api/clips/${encodeURIComponent(shareId)}`, {
      headers: { Accept: 'application/json' },
      cache: 'no-store',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (response.status === 404) return { kind: 'unavailable' };
    if (!response.ok) return { kind: 'failed' };
    const playlist = (await response.json()) as SharedPlaylist;
    return Array.isArray(playlist?.clips) ? { kind: 'playlist', playlist } : { kind: 'failed' };
  } catch {
    return { kind: 'failed' };
  }
}
