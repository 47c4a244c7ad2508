import { useCallback, useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { formatStatisticsQuery, parseStatisticsQuery } from './statisticsQuery';
import type { StatisticsView } from './statisticsView';

/**
 * The screen's filter model and tab index, kept in its own state and mirrored in the URL (replace, so
 * filter changes do not fill the history). A URL change from outside (back, a pasted link) wins.
 */
export function useStatisticsView(): [StatisticsView, (change: Partial<StatisticsView>) => void] {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const [view, setView] = useState(() => parseStatisticsQuery(search));
  const [mirrored, setMirrored] = useState(search);

  if (search !== mirrored) {
    // The URL changed under us (navigation): adopt it unless it is the one we wrote.
    setMirrored(search);
    if (search !== formatStatisticsQuery(view)) setView(parseStatisticsQuery(search));
  }

  useEffect(() => {
    const query = formatStatisticsQuery(view);
    if (query !== search) navigate(query ? `${location}?${query}` : location, { replace: true });
  }, [view, search, location, navigate]);

  const update = useCallback(
    (change: Partial<StatisticsView>) => setView((current) => ({ ...current, ...change })),
    [],
  );
  return [view, update];
}
