import { useCallback, useEffect, useRef, useState } from 'react';
import { problemOf, type ApiProblem } from '../../../data/manage';

export type AsyncState<T> = { data: T | undefined; error: ApiProblem | null; isLoading: boolean; reload: () => void };

/**
 * Loads whenever `key` changes and keeps the previous data while the next load runs (a list page does not
 * flash empty between pages). Answers of superseded loads are dropped.
 */
export function useAsync<T>(key: string, load: () => Promise<T>): AsyncState<T> {
  const loadRef = useRef(load);
  loadRef.current = load;
  const [state, setState] = useState<{ data: T | undefined; error: ApiProblem | null; isLoading: boolean }>({
    data: undefined,
    error: null,
    isLoading: true,
  });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let isCurrent = true;
    setState((previous) => ({ ...previous, isLoading: true }));
    loadRef.current().then(
      (data) => isCurrent && setState({ data, error: null, isLoading: false }),
      (error: unknown) =>
        isCurrent && setState((previous) => ({ ...previous, error: problemOf(error), isLoading: false })),
    );
    return () => {
      isCurrent = false;
    };
  }, [key, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { ...state, reload };
}
