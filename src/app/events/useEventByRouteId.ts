import { useLiveQuery } from 'dexie-react-hooks';
import type { EventRow, PossessionRow } from '../../data/db';
import { readEventByRouteId, readPossessionByRouteId } from '../../data/matchData';

/** The cached event of a route id (server id or uuid); null when unknown, undefined while loading. */
export function useEventByRouteId(routeId: string): EventRow | null | undefined {
  return useLiveQuery(() => readEventByRouteId(routeId), [routeId]);
}

/** The cached possession of a route id (server id or uuid); null when unknown, undefined while loading. */
export function usePossessionByRouteId(routeId: string): PossessionRow | null | undefined {
  return useLiveQuery(() => readPossessionByRouteId(routeId), [routeId]);
}
