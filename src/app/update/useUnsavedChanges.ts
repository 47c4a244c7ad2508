import { useEffect, useId } from 'react';
import { markClean, markDirty } from './safeToReload';

/** Marks the calling form dirty while `isDirty`, so an app update waits for it. */
export function useUnsavedChanges(isDirty: boolean): void {
  const id = useId();
  useEffect(() => {
    if (!isDirty) return;
    markDirty(id);
    return () => markClean(id);
  }, [id, isDirty]);
}
