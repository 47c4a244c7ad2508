import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { clipQueryString, parseClipQuery, type ClipQuery } from '../../../domain/video';

/**
 * The screen's filter state lives in the URL (shareable, survives a reload); changes replace the history
 * entry so Back leaves the screen instead of stepping through every filter.
 */
export function useClipQuery(): [ClipQuery, (next: ClipQuery) => void] {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const query = useMemo(() => parseClipQuery(search), [search]);
  const update = useCallback(
    (next: ClipQuery) => {
      const text = clipQueryString(next);
      if (text.slice(1) !== search) navigate(`${location}${text}`, { replace: true });
    },
    [location, navigate, search],
  );
  return [query, update];
}
