import { useEffect, useState } from 'react';
import { afterPaint } from './afterPaint';

/** How long an answered first read not taken by a committed screen stays for a render yet to commit. */
const KEPT_MS = 1000;

/**
 * Reads started, by key: React may render a screen more than once before committing it (each time with fresh
 * state), and each render would start the same read again.
 */
const started = new Map<string, Promise<unknown>>();

function startOnce<T>(key: string, read: () => Promise<T>): Promise<T> {
  const known = started.get(key) as Promise<T> | undefined;
  if (known) return known;
  const reading = read();
  started.set(key, reading);
  const forget = () => setTimeout(() => started.get(key) === reading && started.delete(key), KEPT_MS);
  reading.then(forget, forget);
  return reading;
}

export type FirstRead<T> = {
  /** The first read's answer once committed; undefined before (or when it failed). */
  value: T | undefined;
  /** The screen has painted that answer (or it failed): the caller's live query may read now. */
  isPainted: boolean;
};

/**
 * Starts `read` at the screen's first render instead of its commit: React holds back the commit of a screen
 * revealed from a Suspense boundary (a few hundred milliseconds after another fallback showed), time in which
 * the device's cache can already be read. The caller shows the answer, and starts its live query (which reads
 * again, to follow changes) only once that answer has been painted, so the two reads do not compete for the
 * first figures. `onRead` sees the answer first; `key` names what is read.
 */
export function useFirstRead<T>(key: string, read: () => Promise<T>, onRead?: (value: T) => void): FirstRead<T> {
  const [first] = useState(() => startOnce(key, read));
  const [state, setState] = useState<{ value: T | undefined; isAnswered: boolean }>({
    value: undefined,
    isAnswered: false,
  });
  const [isPainted, setPainted] = useState(false);
  useEffect(() => {
    let isCurrent = true;
    // Taken by the render that committed: the next opening of the screen reads afresh.
    if (started.get(key) === first) started.delete(key);
    first.then(
      (value) => {
        if (!isCurrent) return;
        onRead?.(value);
        setState({ value, isAnswered: true });
      },
      // The live query reads again and reports what went wrong.
      () => isCurrent && setState({ value: undefined, isAnswered: true }),
    );
    return () => {
      isCurrent = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the first read is answered once
  }, [first]);
  useEffect(() => (state.isAnswered ? afterPaint(() => setPainted(true)) : undefined), [state.isAnswered]);
  return { value: state.value, isPainted };
}
