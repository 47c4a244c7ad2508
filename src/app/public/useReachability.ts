import { useEffect, useState } from 'react';
import { isReachable } from '../../data/net/isReachable';

/** 'checking' until the probe answers; probes again whenever `isOnline` turns true. */
export function useReachability(url: string, isOnline: boolean): 'checking' | 'reachable' | 'unreachable' {
  const [result, setResult] = useState<{ url: string; isReachable: boolean } | null>(null);
  useEffect(() => {
    if (!isOnline) return;
    let isCurrent = true;
    void isReachable(url).then((reachable) => isCurrent && setResult({ url, isReachable: reachable }));
    return () => {
      isCurrent = false;
      setResult(null);
    };
  }, [url, isOnline]);
  if (!result || result.url !== url) return 'checking';
  return result.isReachable ? 'reachable' : 'unreachable';
}
