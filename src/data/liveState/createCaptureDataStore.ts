import { liveQuery, type Subscription } from 'dexie';
import type { CaptureWrite } from '../../domain/capture/types';
import type { MatchCaptureData } from './matchCaptureData';
import { overlayCaptureWrites } from './overlayCaptureWrites';
import { readMatchCaptureData } from './readMatchCaptureData';

/** Writes shown before they are on disk: `confirm` once their transaction committed, `drop` when it failed. */
export type HeldWrites = { confirm: () => void; drop: () => void };

/**
 * One match's capture data in memory (DESIGN §3). While watched (the capture screen is open) a live query
 * keeps it equal to the database — a roster, team, league or log changed by a sync, another screen or
 * another tab shows at once — and the writes of a command are shown before their transaction commits.
 */
export type CaptureDataStore = {
  /** What the screen shows: the data on disk with the held writes over it; undefined until first read. */
  view: () => MatchCaptureData | null | undefined;
  /** The view when watched (no database read), else a fresh read. */
  load: () => Promise<MatchCaptureData | null>;
  /** Keeps the view fresh while anyone watches; `listener` hears of every change of the view. */
  watch: (listener: () => void) => () => void;
  /** Shows `writes` at once; they stay over the data read from disk until a read made after they committed. */
  hold: (writes: readonly CaptureWrite[]) => HeldWrites;
  /** Stops watching and forgets everything (sign-out, a change of user). */
  forget: () => void;
};

type Batch = { writes: readonly CaptureWrite[]; committedAt: number | null };
type Read = { data: MatchCaptureData | null; commitsBefore: number };

export function createCaptureDataStore(
  matchId: number,
  read: (matchId: number) => Promise<MatchCaptureData | null> = readMatchCaptureData,
): CaptureDataStore {
  const listeners = new Set<() => void>();
  let onDisk: MatchCaptureData | null | undefined;
  let shown: MatchCaptureData | null | undefined;
  let batches: Batch[] = [];
  let commits = 0;
  let subscription: Subscription | null = null;
  let firstRead: Promise<void> | null = null;

  function show(): void {
    const next = onDisk ? batches.reduce((data, batch) => overlayCaptureWrites(data, batch.writes), onDisk) : onDisk;
    if (next === shown) return;
    shown = next;
    for (const listener of [...listeners]) listener();
  }

  function startWatching(): void {
    let settle = () => {};
    firstRead = new Promise((resolve) => (settle = resolve));
    const reads = liveQuery<Read>(async () => {
      const commitsBefore = commits;
      return { data: await read(matchId), commitsBefore };
    });
    subscription = reads.subscribe({
      next: ({ data, commitsBefore }) => {
        // Taken as read, not compared with what is shown: with the long lists windowed, drawing the screen
        // again costs less than comparing every row of both logs on each read.
        onDisk = data;
        // A read begun after a batch committed holds it: the batch has nothing left to show.
        batches = batches.filter((batch) => batch.committedAt === null || batch.committedAt > commitsBefore);
        show();
        settle();
      },
      error: (error: unknown) => {
        console.warn(`[capture] watching match ${matchId} failed; reads go to the database`, error);
        stopWatching();
        settle();
      },
    });
  }

  function stopWatching(): void {
    subscription?.unsubscribe();
    subscription = null;
    firstRead = null;
    onDisk = undefined;
    shown = undefined;
    batches = [];
  }

  return {
    view: () => shown,
    async load() {
      if (firstRead) await firstRead;
      if (subscription && shown !== undefined) return shown;
      return read(matchId);
    },
    watch(listener) {
      listeners.add(listener);
      if (!subscription) startWatching();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) stopWatching();
      };
    },
    hold(writes) {
      if (!subscription || writes.length === 0) return { confirm: () => {}, drop: () => {} };
      const batch: Batch = { writes, committedAt: null };
      batches = [...batches, batch];
      show();
      return {
        confirm: () => {
          commits += 1;
          batch.committedAt = commits;
        },
        drop: () => {
          batches = batches.filter((kept) => kept !== batch);
          show();
        },
      };
    },
    forget() {
      stopWatching();
      for (const listener of [...listeners]) listener();
      listeners.clear();
    },
  };
}
