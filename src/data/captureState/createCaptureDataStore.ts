import { liveQuery, type Subscription } from 'dexie';
import type { CaptureWrite } from '../../domain/capture/types';
import type { MatchCaptureData } from './matchCaptureData';
import { overlayCaptureWrites } from './overlayCaptureWrites';
import { readOutboxOrder } from '../matchData/readOutboxOrder';
import { readMatchCaptureData } from './readMatchCaptureData';
import { withOutboxOrder } from './withOutboxOrder';

/** Writes shown before they are on disk: `confirm` once their transaction committed, `drop` when it failed. */
export type HeldWrites = { confirm: () => void; drop: () => void };

/**
 * One match's capture data in memory (docs/design.md §3). While watched (the capture screen is open) live queries
 * keep it equal to the database — a roster, team, league or log changed by a sync, another screen or
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
  read: typeof readMatchCaptureData = readMatchCaptureData,
): CaptureDataStore {
  const listeners = new Set<() => void>();
  let unordered: MatchCaptureData | null | undefined;
  let outboxOrder: ReadonlyMap<string, number> | undefined;
  let onDisk: MatchCaptureData | null | undefined;
  let shown: MatchCaptureData | null | undefined;
  let batches: Batch[] = [];
  let commits = 0;
  let subscriptions: Subscription[] = [];
  let firstRead: Promise<void> | null = null;
  let settleFirstRead = () => {};
  const isWatched = () => subscriptions.length > 0;

  function show(): void {
    const next = onDisk ? batches.reduce((data, batch) => overlayCaptureWrites(data, batch.writes), onDisk) : onDisk;
    if (next === shown) return;
    shown = next;
    for (const listener of [...listeners]) listener();
  }

  /** Once both reads answered: the data on disk, its logs in the outbox's order. */
  function takeReads(): void {
    if (unordered === undefined || outboxOrder === undefined) return;
    // Taken as read, not compared with what is shown: with the long lists windowed, drawing the screen
    // again costs less than comparing every row of both logs on each read.
    onDisk = unordered && withOutboxOrder(unordered, outboxOrder);
    show();
    settleFirstRead();
  }

  function startWatching(): void {
    firstRead = new Promise((resolve) => (settleFirstRead = resolve));
    const failed = (error: unknown) => {
      console.warn(`[capture] watching match ${matchId} failed; reads go to the database`, error);
      stopWatching();
      settleFirstRead();
    };
    const reads = liveQuery<Read>(async () => {
      const commitsBefore = commits;
      // The outbox changes several times per capture as the sync sends it: watched apart, it alone is read again.
      return { data: await read(matchId, false), commitsBefore };
    });
    const onRead = ({ data, commitsBefore }: Read) => {
      unordered = data;
      // A read begun after a batch committed holds it: the batch has nothing left to show.
      batches = batches.filter((batch) => batch.committedAt === null || batch.committedAt > commitsBefore);
      takeReads();
    };
    const onOrder = (order: ReadonlyMap<string, number>) => {
      outboxOrder = order;
      takeReads();
    };
    subscriptions = [
      reads.subscribe({ next: onRead, error: failed }),
      liveQuery(readOutboxOrder).subscribe({ next: onOrder, error: failed }),
    ];
  }

  function stopWatching(): void {
    for (const subscription of subscriptions) subscription.unsubscribe();
    subscriptions = [];
    firstRead = null;
    unordered = undefined;
    outboxOrder = undefined;
    onDisk = undefined;
    shown = undefined;
    batches = [];
  }

  return {
    view: () => shown,
    async load() {
      if (firstRead) await firstRead;
      if (isWatched() && shown !== undefined) return shown;
      return read(matchId);
    },
    watch(listener) {
      listeners.add(listener);
      if (!isWatched()) startWatching();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) stopWatching();
      };
    },
    hold(writes) {
      if (!isWatched() || writes.length === 0) return { confirm: () => {}, drop: () => {} };
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
