import type { MatchEvent } from '../../domain/model';

/** The video analysis screen opened at one event's clip (it reads `event` as a server id or a uuid). */
export function clipHref(matchId: number, event: Pick<MatchEvent, 'id' | 'uuid'>): string {
  return `/video-analysis?matches=${matchId}&event=${encodeURIComponent(String(event.id ?? event.uuid))}`;
}
