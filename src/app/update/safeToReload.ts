/**
 * The safe-moment registry of docs/design.md §4: forms and editors mark themselves dirty; a pending app update
 * reloads the page only once nothing is dirty.
 */
const dirty = new Set<string>();
const waiting = new Set<() => void>();

export function isSafeToReload(): boolean {
  return dirty.size === 0;
}

export function markDirty(id: string): void {
  dirty.add(id);
}

export function markClean(id: string): void {
  dirty.delete(id);
  if (!isSafeToReload()) return;
  const callbacks = [...waiting];
  waiting.clear();
  callbacks.forEach((callback) => callback());
}

/** Runs `callback` now if safe, else at the next safe moment. Returns a cancel function. */
export function whenSafeToReload(callback: () => void): () => void {
  if (isSafeToReload()) {
    callback();
    return () => {};
  }
  waiting.add(callback);
  return () => waiting.delete(callback);
}
