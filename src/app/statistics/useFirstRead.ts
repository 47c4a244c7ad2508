import { useEffect, useState } from 'react';

/**
 * Reads started and not yet answered, by key: React may render a screen more than once before committing it
 * (each time with fresh state), and each render would start the same read again.
 */
const running = new Map<string, Promise<unknown>>();

function startOnce<T>(key: string, read: () => Promise<T>): Promise<T> {
  const known = running.get(key) as Promise<T> | undefined;
  if (known) return known;
  const started = read().finally(() => running.delete(key));
  running.set(key, started);
  return started;
}

/**
 * Starts `read` at the screen's first render instead of its commit: React holds back the commit of a screen
 * revealed from a Suspense boundary (a few hundred milliseconds after another fallback showed), time in which
 * the device's cache can already be read. Gives the answer once committed (undefined before), for the caller
 * to show until its live query has its own; `onRead` sees it first. `key` names what is read.
 */
export function useFirstRead<T>(key: string, read: () => Promise<T>, onRead?: (value: T) => void): T | undefined {
  const [first] = useState(() => startOnce(key, read));
  const [value, setValue] = useState<T>();
  useEffect(() => {
    let isCurrent = true;
    first.then(
      (answer) => {
        if (!isCurrent) return;
        onRead?.(answer);
        setValue(() => answer);
      },
      // The live query reads again and reports what went wrong.
      () => {},
    );
    return () => {
      isCurrent = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the first read is answered once
  }, [first]);
  return value;
}
