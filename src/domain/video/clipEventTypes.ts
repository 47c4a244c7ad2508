import { EVENT_TYPES, type EventType } from '../model';

/** Bookkeeping rows a scorer never tags by hand: they only become clips when asked for by type. */
export const BOOKKEEPING_EVENT_TYPES: readonly EventType[] = [
  'OFFENSE_START',
  'DEFENSE_START',
  'PLAYER_IN',
  'PLAYER_OUT',
  'FORMATIONCHANGE',
];

/** The event types a playlist holds when no type is chosen. */
export const CLIP_EVENT_TYPES: readonly EventType[] = EVENT_TYPES.filter(
  (type) => !BOOKKEEPING_EVENT_TYPES.includes(type),
);
