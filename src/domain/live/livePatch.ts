import type { LivePlay, LiveSnapshot } from './liveSnapshot';

type Fields = Omit<LiveSnapshot, 'version' | 'plays'>;

/**
 * What changed from one live snapshot to the next, for viewers who hold the one before (issue: live at crowd
 * scale): the top-level fields that differ (`set`) or went away (`unset`), and the plays by id — removed,
 * replaced in place, and added at their index in the new list. When the plays kept from before changed their order
 * (an edited time), `plays` carries the whole new list instead.
 */
export type LivePatch = {
  from: number;
  version: number;
  set: Partial<Fields>;
  unset: (keyof Fields)[];
  plays: { removed: string[]; replaced: LivePlay[]; added: { index: number; play: LivePlay }[] } | { all: LivePlay[] };
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function diffPlays(before: readonly LivePlay[], after: readonly LivePlay[]): LivePatch['plays'] {
  const old = new Map(before.map((play) => [play.id, play]));
  const now = new Set(after.map((play) => play.id));
  const removed = before.filter((play) => !now.has(play.id)).map((play) => play.id);
  const keptBefore = before.filter((play) => now.has(play.id)).map((play) => play.id);
  const keptAfter = after.filter((play) => old.has(play.id)).map((play) => play.id);
  if (keptBefore.join() !== keptAfter.join()) return { all: [...after] };
  const replaced: LivePlay[] = [];
  const added: { index: number; play: LivePlay }[] = [];
  after.forEach((play, index) => {
    const was = old.get(play.id);
    if (!was) added.push({ index, play });
    else if (!same(was, play)) replaced.push(play);
  });
  return { removed, replaced, added };
}

/** The patch that turns `before` into `after`. */
export function diffLiveSnapshot(before: LiveSnapshot, after: LiveSnapshot): LivePatch {
  const set: Record<string, unknown> = {};
  const unset: string[] = [];
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  for (const key of keys) {
    if (key === 'version' || key === 'plays') continue;
    const [a, b] = [(before as Record<string, unknown>)[key], (after as Record<string, unknown>)[key]];
    if (b === undefined) {
      if (a !== undefined) unset.push(key);
    } else if (!same(a, b)) set[key] = b;
  }
  return {
    from: before.version,
    version: after.version,
    set: set as Partial<Fields>,
    unset: unset as (keyof Fields)[],
    plays: diffPlays(before.plays, after.plays),
  };
}

/** `snapshot` with the patch applied; null when the patch is not from this snapshot's version (ask for a whole one). */
export function applyLivePatch(snapshot: LiveSnapshot, patch: LivePatch): LiveSnapshot | null {
  if (snapshot.version !== patch.from) return null;
  const next: Record<string, unknown> = { ...snapshot, ...patch.set, version: patch.version };
  for (const key of patch.unset) delete next[key];
  if ('all' in patch.plays) {
    next.plays = patch.plays.all;
  } else {
    const { removed, replaced, added } = patch.plays;
    const gone = new Set(removed);
    const newer = new Map(replaced.map((play) => [play.id, play]));
    const plays = snapshot.plays.filter((play) => !gone.has(play.id)).map((play) => newer.get(play.id) ?? play);
    for (const { index, play } of added) plays.splice(index, 0, play);
    next.plays = plays;
  }
  return next as LiveSnapshot;
}

/** A patch from the wire, or null when the text is not one. */
export function parseLivePatch(text: string): LivePatch | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const patch = value as Partial<LivePatch> | null;
  const isPatch =
    typeof patch?.from === 'number' &&
    typeof patch.version === 'number' &&
    typeof patch.set === 'object' &&
    patch.set !== null &&
    Array.isArray(patch.unset) &&
    typeof patch.plays === 'object' &&
    patch.plays !== null;
  return isPatch ? (patch as LivePatch) : null;
}
