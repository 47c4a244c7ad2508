import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { followLiveMatch, type LiveConnection, type LiveEnvironment } from '../../../src/data/live';
import { diffLiveSnapshot } from '../../../src/domain/live/livePatch';
import type { LiveSnapshot } from '../../../src/domain/live/liveSnapshot';
import { FakeEventSource, snapshotWith, stubSnapshotFetch, type SnapshotAnswer } from './liveFakes';

let stops: (() => void)[] = [];
beforeEach(() => {
  FakeEventSource.opened = [];
});
afterEach(() => {
  stops.forEach((stop) => stop());
  stops = [];
});

function follow(answer: () => SnapshotAnswer, retryDelaysMs: number[] = [0]) {
  const { fetcher, urls } = stubSnapshotFetch(answer);
  const events = new EventTarget();
  const environment: LiveEnvironment = {
    EventSource: FakeEventSource as unknown as typeof EventSource,
    fetch: fetcher,
    retryDelaysMs,
    events: events as unknown as LiveEnvironment['events'],
  };
  const snapshots: LiveSnapshot[] = [];
  const connections: LiveConnection[] = [];
  const stop = followLiveMatch(
    'share-1',
    { onSnapshot: (snapshot) => snapshots.push(snapshot), onConnection: (connection) => connections.push(connection) },
    environment,
  );
  stops.push(stop);
  const scores = () => snapshots.map((snapshot) => `${snapshot.teams.team1.score}-${snapshot.teams.team2.score}`);
  return { snapshots, scores, connections, urls, events, stop };
}

it('shows the match as it is, then every snapshot the stream sends, and says it is live once the stream is open', async () => {
  const { scores, connections, urls } = follow(() => ({ status: 200, body: snapshotWith([1, 0]) }));
  await waitFor(() => expect(scores()).toEqual(['1-0']));
  expect(urls).toEqual(['/api/live/share-1']);
  expect(FakeEventSource.latest().url).toBe('/api/live/share-1/stream');
  const stream = FakeEventSource.latest();
  stream.open();
  stream.send(snapshotWith([2, 0], { version: 2 }));
  stream.send(snapshotWith([2, 1], { version: 3 }));
  expect(scores()).toEqual(['1-0', '2-0', '2-1']);
  expect(connections).toEqual(['connecting', 'live']);
});

it('keeps a newer streamed state when the first answer arrives after it', async () => {
  let answerNow: (() => void) | null = null;
  const gate = new Promise<void>((resolve) => (answerNow = resolve));
  const { fetcher } = stubSnapshotFetch(() => ({ status: 200, body: snapshotWith([1, 0], { version: 5 }) }));
  const slowFetch = (async (...args: Parameters<typeof fetch>) => {
    await gate;
    return fetcher(...args);
  }) as typeof fetch;
  const snapshots: LiveSnapshot[] = [];
  stops.push(
    followLiveMatch(
      'share-1',
      { onSnapshot: (snapshot) => snapshots.push(snapshot), onConnection: () => {} },
      {
        EventSource: FakeEventSource as unknown as typeof EventSource,
        fetch: slowFetch,
        retryDelaysMs: [0],
        events: new EventTarget() as unknown as LiveEnvironment['events'],
      },
    ),
  );
  FakeEventSource.latest().open();
  FakeEventSource.latest().send(snapshotWith([3, 0], { version: 7 }));
  answerNow!();
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(snapshots.map((snapshot) => snapshot.version)).toEqual([7]);
});

it('says it is reconnecting while the browser retries a dropped stream, and live again when it is back', async () => {
  const { connections, scores } = follow(() => ({ status: 200, body: snapshotWith([1, 0]) }));
  const stream = FakeEventSource.latest();
  stream.open();
  stream.fail();
  expect(connections.at(-1)).toBe('reconnecting');
  stream.open();
  stream.send(snapshotWith([1, 1], { version: 2 }));
  expect(connections.at(-1)).toBe('live');
  await waitFor(() => expect(scores().at(-1)).toBe('1-1'));
  expect(FakeEventSource.opened).toHaveLength(1);
});

it('ignores a message that is not a snapshot and keeps the last state', async () => {
  const { scores } = follow(() => ({ status: 200, body: snapshotWith([1, 0]) }));
  await waitFor(() => expect(scores()).toEqual(['1-0']));
  FakeEventSource.latest().send('{"not":"a snapshot"}');
  FakeEventSource.latest().send('garbled');
  expect(scores()).toEqual(['1-0']);
});

it('reopens a stream the browser gave up on, and stops for good when the link is gone', async () => {
  let isShared = true;
  const { connections } = follow(() => (isShared ? { status: 200, body: snapshotWith([1, 0]) } : { status: 404 }));
  FakeEventSource.latest().open();
  FakeEventSource.latest().fail(true);
  await waitFor(() => expect(FakeEventSource.opened).toHaveLength(2));
  FakeEventSource.latest().open();
  expect(connections.at(-1)).toBe('live');

  isShared = false;
  FakeEventSource.latest().fail(true);
  await waitFor(() => expect(connections.at(-1)).toBe('unavailable'));
  expect(FakeEventSource.latest().readyState).toBe(FakeEventSource.CLOSED);
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(FakeEventSource.opened).toHaveLength(3);
});

it('an unknown or revoked link is unavailable at once', async () => {
  const { connections, snapshots } = follow(() => ({ status: 404 }));
  await waitFor(() => expect(connections).toEqual(['connecting', 'unavailable']));
  expect(snapshots).toEqual([]);
  expect(FakeEventSource.latest().readyState).toBe(FakeEventSource.CLOSED);
});

it('without a network it is reconnecting, and a returning connection retries without waiting', async () => {
  let isOnline = false;
  const { connections, scores, events } = follow(
    () => (isOnline ? { status: 200, body: snapshotWith([4, 4]) } : 'offline'),
    [60_000],
  );
  FakeEventSource.latest().fail(true);
  await waitFor(() => expect(connections.at(-1)).toBe('reconnecting'));
  isOnline = true;
  events.dispatchEvent(new Event('online'));
  await waitFor(() => expect(scores()).toEqual(['4-4']));
  expect(FakeEventSource.opened).toHaveLength(2);
});

it('stops following: the stream closes and nothing more is reported', async () => {
  const { stop, scores } = follow(() => ({ status: 200, body: snapshotWith([1, 0]) }));
  await waitFor(() => expect(scores()).toEqual(['1-0']));
  stop();
  expect(FakeEventSource.latest().readyState).toBe(FakeEventSource.CLOSED);
  FakeEventSource.latest().send(snapshotWith([9, 9], { version: 9 }));
  expect(scores()).toEqual(['1-0']);
});

it('applies each change the stream sends to the state it holds; a change from another state starts a new stream', async () => {
  const { scores } = follow(() => ({ status: 200, body: snapshotWith([0, 0], { version: 1 }) }));
  await waitFor(() => expect(scores()).toEqual(['0-0']));
  const stream = FakeEventSource.latest();
  stream.open();
  const first = snapshotWith([1, 0], { version: 2 });
  stream.send(first);
  const goal = snapshotWith([2, 0], { version: 3 });
  stream.sendEvent('patch', diffLiveSnapshot(first, goal));
  expect(scores()).toEqual(['0-0', '1-0', '2-0']);

  stream.sendEvent('patch', diffLiveSnapshot({ ...goal, version: 9 }, snapshotWith([3, 0], { version: 10 })));
  expect(scores()).toEqual(['0-0', '1-0', '2-0']);
  expect(FakeEventSource.opened).toHaveLength(2);
  expect(FakeEventSource.latest()).not.toBe(stream);
});
