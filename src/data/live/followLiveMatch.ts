import { applyLivePatch, parseLivePatch } from '../../domain/live/livePatch';
import type { LiveSnapshot } from '../../domain/live/liveSnapshot';
import { fetchLiveSnapshot } from './fetchLiveSnapshot';
import { livePaths } from './livePaths';
import { parseLiveSnapshot } from './parseLiveSnapshot';

/** 'reconnecting' keeps the last state on screen; 'unavailable' is final (the link is unknown or revoked). */
export type LiveConnection = 'connecting' | 'live' | 'reconnecting' | 'unavailable';

export type LiveFollower = {
  onSnapshot: (snapshot: LiveSnapshot) => void;
  onConnection: (connection: LiveConnection) => void;
};

export type LiveEnvironment = {
  EventSource: typeof EventSource;
  fetch: typeof fetch;
  /** Waits before a stream the browser gave up on is opened again, the last one repeated. */
  retryDelaysMs: readonly number[];
  /** Where 'online' is announced: a returning connection retries at once. */
  events: Pick<Window, 'addEventListener' | 'removeEventListener'>;
};

const RETRY_DELAYS_MS = [1000, 2000, 5000, 10_000, 30_000];

function browserEnvironment(): LiveEnvironment {
  return { EventSource, fetch: (...args) => fetch(...args), retryDelaysMs: RETRY_DELAYS_MS, events: window };
}

/**
 * Follows a shared match: the current snapshot once, then every snapshot of the event stream. A dropped
 * stream is reopened by the browser itself (with Last-Event-ID); one it gave up on (an error answer, a
 * restarted server) is reopened here after a growing wait, first asking whether the link still exists.
 * Returns the function that stops following.
 */
export function followLiveMatch(
  shareId: string,
  follower: LiveFollower,
  environment: LiveEnvironment = browserEnvironment(),
): () => void {
  const paths = livePaths(shareId);
  let source: EventSource | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let failures = 0;
  let isStopped = false;
  /** The state the stream last gave: the whole snapshot, or the one before with its change applied. */
  let streamed: LiveSnapshot | null = null;

  const closeStream = () => {
    source?.close();
    source = null;
  };
  const stop = () => {
    isStopped = true;
    closeStream();
    if (retryTimer !== null) clearTimeout(retryTimer);
    retryTimer = null;
    environment.events.removeEventListener('online', retryNow);
  };
  const scheduleRetry = () => {
    if (isStopped || retryTimer !== null) return;
    const delays = environment.retryDelaysMs;
    const delay = delays[Math.min(failures, delays.length - 1)] ?? 0;
    failures += 1;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      connect();
    }, delay);
  };
  function retryNow() {
    if (retryTimer === null) return;
    clearTimeout(retryTimer);
    retryTimer = null;
    connect();
  }
  const openStream = () => {
    const stream = new environment.EventSource(paths.stream);
    source = stream;
    stream.onopen = () => {
      failures = 0;
      follower.onConnection('live');
    };
    stream.onmessage = (message: MessageEvent<string>) => {
      // A message already queued when the stream was closed belongs to nobody any more.
      if (source !== stream) return;
      const snapshot = parseLiveSnapshot(message.data);
      if (!snapshot) return;
      streamed = snapshot;
      follower.onSnapshot(snapshot);
    };
    // After the whole snapshot the server sends each change from the one before: a few hundred bytes, not the match.
    stream.addEventListener('patch', (message: MessageEvent<string>) => {
      if (source !== stream) return;
      const patch = parseLivePatch(message.data);
      const applied = streamed && patch ? applyLivePatch(streamed, patch) : null;
      if (!applied) {
        // Not from the state held here (never expected): a new stream starts with the whole snapshot.
        closeStream();
        connect();
        return;
      }
      streamed = applied;
      follower.onSnapshot(applied);
    });
    stream.onerror = () => {
      if (source !== stream || isStopped) return;
      follower.onConnection('reconnecting');
      if (stream.readyState === environment.EventSource.CLOSED) {
        closeStream();
        scheduleRetry();
      }
    };
  };
  const loadSnapshot = async () => {
    const answer = await fetchLiveSnapshot(shareId, environment.fetch);
    if (isStopped) return;
    if (answer.kind === 'unavailable') {
      stop();
      follower.onConnection('unavailable');
    } else if (answer.kind === 'snapshot') {
      // The stream may have overtaken this answer; an older state must not replace a newer one.
      if (streamed === null || answer.snapshot.version > streamed.version) follower.onSnapshot(answer.snapshot);
    } else if (source === null || source.readyState !== environment.EventSource.OPEN) {
      follower.onConnection('reconnecting');
    }
  };
  function connect() {
    streamed = null;
    openStream();
    void loadSnapshot();
  }

  follower.onConnection('connecting');
  environment.events.addEventListener('online', retryNow);
  connect();
  return stop;
}
