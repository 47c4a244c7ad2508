import { vi } from 'vitest';
import type { LiveBoxScore, LivePlay, LiveSnapshot } from '../../../src/domain/live/liveSnapshot';

/** An EventSource the test drives: it opens, delivers and fails when told to. */
export class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onopen: (() => void) | null = null;
  onmessage: ((message: MessageEvent<string>) => void) | null = null;
  onerror: (() => void) | null = null;
  readonly listeners = new Map<string, ((message: MessageEvent<string>) => void)[]>();

  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }

  static latest(): FakeEventSource {
    const source = FakeEventSource.opened.at(-1);
    if (!source) throw new Error('No stream was opened');
    return source;
  }

  open(): void {
    this.readyState = FakeEventSource.OPEN;
    this.onopen?.();
  }

  send(snapshot: LiveSnapshot | string): void {
    const data = typeof snapshot === 'string' ? snapshot : JSON.stringify(snapshot);
    this.onmessage?.(new MessageEvent('message', { data, lastEventId: String(Date.now()) }));
  }

  addEventListener(type: string, listener: (message: MessageEvent<string>) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  /** A message of a named event (`event: patch`), as the server sends a change from the snapshot before. */
  sendEvent(type: string, data: unknown): void {
    const message = new MessageEvent(type, { data: typeof data === 'string' ? data : JSON.stringify(data) });
    for (const listener of this.listeners.get(type) ?? []) listener(message);
  }

  /** The connection dropped; `isFinal` is the browser giving up (an error answer) instead of retrying itself. */
  fail(isFinal = false): void {
    this.readyState = isFinal ? FakeEventSource.CLOSED : FakeEventSource.CONNECTING;
    this.onerror?.();
  }

  close(): void {
    this.readyState = FakeEventSource.CLOSED;
  }
}

const box = (goals: number): LiveBoxScore => ({
  goals,
  shots: goals + 3,
  saves: 4,
  exclusions: 2,
  manUp: { goals: 1, chances: 3 },
  penalties: { goals: 1, attempts: 2 },
  timeoutsLeft: 1,
});

export function play(overrides: Partial<LivePlay> & Pick<LivePlay, 'id'>): LivePlay {
  return {
    quarter: 1,
    time: 300,
    team: 'team1',
    type: 'SHOOT',
    situation: 'ACTION',
    outcome: 'GOAL',
    cap: 5,
    player: null,
    shotFrom: null,
    ...overrides,
  };
}

/** A match under way, Sharks against Dolphins, with the score given. */
export function snapshotWith(score: [number, number], overrides: Partial<LiveSnapshot> = {}): LiveSnapshot {
  return {
    version: 1,
    match: { name: 'Sharks – Dolphins', status: 'ONGOING', startsAt: null },
    showNames: true,
    teams: {
      team1: { name: 'Sharks', score: score[0], scoreByQuarter: [score[0], 0, 0, 0], box: box(score[0]) },
      team2: { name: 'Dolphins', score: score[1], scoreByQuarter: [score[1], 0, 0, 0], box: box(score[1]) },
    },
    quarter: 2,
    timeLeft: 252,
    plays: [],
    ...overrides,
  };
}

export type SnapshotAnswer = { status: number; body?: unknown } | 'offline';

/** Stubs fetch for the public snapshot; `answer` decides each reply, 'offline' rejects like a lost network. */
export function stubSnapshotFetch(answer: () => SnapshotAnswer) {
  const urls: string[] = [];
  const fetcher = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    urls.push(String(input));
    if (init?.headers && new Headers(init.headers).has('Authorization')) throw new Error('A public call sent a token');
    const reply = answer();
    if (reply === 'offline') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(reply.body ?? {}), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return { fetcher, urls };
}
