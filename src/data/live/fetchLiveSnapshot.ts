import type { LiveSnapshot } from '../../domain/live/liveSnapshot';
import { livePaths } from './livePaths';
import { parseLiveSnapshot } from './parseLiveSnapshot';

export type LiveSnapshotAnswer =
  { kind: 'snapshot'; snapshot: LiveSnapshot } | { kind: 'unavailable' } | { kind: 'failed' };

const TIMEOUT_MS = 15_000;

/**
 * The shared match as it is now. 'unavailable' when the server says the link is unknown or revoked (404);
 * 'failed' when there is no usable answer (offline, timeout, a server error). Sent without the session's
 * token: the page is public, and an expired token must not turn a spectator into a signed-out user.
 */
export async function fetchLiveSnapshot(shareId: string, fetcher: typeof fetch = fetch): Promise<LiveSnapshotAnswer> {
  try {
    const response = await fetcher(livePaths(shareId).snapshot, {
      headers: { Accept: 'application/json' },
      cache: 'no-store',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (response.status === 404) return { kind: 'unavailable' };
    if (!response.ok) return { kind: 'failed' };
    const snapshot = parseLiveSnapshot(await response.text());
    return snapshot ? { kind: 'snapshot', snapshot } : { kind: 'failed' };
  } catch {
    return { kind: 'failed' };
  }
}
