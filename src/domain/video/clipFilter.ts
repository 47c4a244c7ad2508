import type { EventType, ShootOutcome, ShootSituation } from '../model';

/** MAN_UP: the team attacks with an extra player; MAN_DOWN: it defends a player short. */
export type ManAdvantage = 'MAN_UP' | 'MAN_DOWN';

/** Which events of the chosen matches become clips; null (or false) lets everything through. */
export type ClipFilter = {
  matches: readonly number[];
  /** The team whose log is meant: events are stored per team, seen from it. */
  team: number | null;
  /** A cap of that team; ignored while no team is chosen (caps repeat across teams). */
  player: number | null;
  type: EventType | null;
  outcome: ShootOutcome | null;
  situation: ShootSituation | null;
  quarter: number | null;
  manAdvantage: ManAdvantage | null;
  needsReview: boolean;
  /** Only these events (uuids), as a statistics figure lists the events behind it; null: any event. */
  events: readonly string[] | null;
};

/**
 * The most events one link lists: 300 uuids keep the query near 11 kB, under the 16 kB a server (Node's
 * default) takes for a request's head, so a shared or reloaded link still opens.
 */
export const MAX_CLIP_EVENTS = 300;

export const EMPTY_CLIP_FILTER: ClipFilter = {
  matches: [],
  team: null,
  player: null,
  type: null,
  outcome: null,
  situation: null,
  quarter: null,
  manAdvantage: null,
  needsReview: false,
  events: null,
};
