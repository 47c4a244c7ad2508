import { useEffect, useState } from 'react';
import { findEventByRef } from '../../../data/video';
import type { ClipQuery } from '../../../domain/video';

export type EventEntry = {
  /** The uuid of the event the link names, once found. */
  pinnedUuid: string | null;
  isResolving: boolean;
  isNotFound: boolean;
};

/**
 * `?event=<uuid or id>` (from the event list or event detail): finds the event and makes sure its match
 * is chosen, so the screen opens at its clip.
 */
export function useEventEntry(query: ClipQuery, update: (next: ClipQuery) => void): EventEntry {
  const ref = query.event;
  const [found, setFound] = useState<{ ref: string; uuid: string | null; matchId: number | null } | null>(null);
  useEffect(() => {
    if (!ref) return;
    let isCurrent = true;
    void findEventByRef(ref).then((event) => {
      if (isCurrent) setFound({ ref, uuid: event?.uuid ?? null, matchId: event?.match.id ?? null });
    });
    return () => {
      isCurrent = false;
    };
  }, [ref]);

  const current = found && found.ref === ref ? found : null;
  const matchId = current?.matchId ?? null;
  useEffect(() => {
    if (matchId === null || query.filter.matches.includes(matchId)) return;
    update({ ...query, filter: { ...query.filter, matches: [...query.filter.matches, matchId] } });
  }, [matchId, query, update]);

  return {
    pinnedUuid: current?.uuid ?? null,
    isResolving: ref !== null && current === null,
    isNotFound: ref !== null && current !== null && current.uuid === null,
  };
}
