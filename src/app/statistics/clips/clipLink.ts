import type { EventType, ShootOutcome, ShootSituation } from '../../../domain/model';

/**
 * What a statistics count links to on the video analysis screen, which parses the same keys:
 * - `matches`: comma-separated match ids (only matches with video);
 * - `team`: the id of the team whose events are meant (events are stored per team, seen from it);
 * - `player`: the player's cap in those matches;
 * - `type`: an event type as stored (SHOOT, EXCLUSIONAGAINST, EXCLUSIONFOR, BALLLOST, …);
 * - `outcome`: a shoot outcome (GOAL, MISSFOR, MISSAGAINST, BLOCKFOR, BLOCKAGAINST);
 * - `situation`: a shoot situation (ACTION, CENTER, COUNTERATTACK, DRIVE, DIRECT_FREE_THROW, PENALTY, PENALTYSHOOTOUT);
 * - `quarter`: 1–4, 5 for the shootout;
 * - `manUp=1`: only events of the team's extra-player (man-up) possessions;
 * - `events`: comma-separated event uuids, for figures no other key expresses (a zone of the shot map, the
 *   possessions that ended one way, a lineup's time in the water);
 * - `event`: the uuid of the event the screen opens at.
 * A key that does not apply is left out.
 */
export type ClipQuery = {
  matches: readonly number[];
  team?: number | undefined;
  player?: number | undefined;
  type?: EventType | undefined;
  outcome?: ShootOutcome | undefined;
  situation?: ShootSituation | undefined;
  quarter?: number | undefined;
  manUp?: boolean | undefined;
  events?: readonly string[] | undefined;
  event?: string | undefined;
};

export const VIDEO_ANALYSIS_PATH = '/video-analysis';

export function clipLink(query: ClipQuery): string {
  const parts: string[] = [`matches=${query.matches.join(',')}`];
  const add = (key: string, value: string | number | undefined) => {
    if (value !== undefined) parts.push(`${key}=${encodeURIComponent(value)}`);
  };
  add('team', query.team);
  add('player', query.player);
  add('type', query.type);
  add('outcome', query.outcome);
  add('situation', query.situation);
  add('quarter', query.quarter);
  if (query.manUp) add('manUp', 1);
  if (query.events) parts.push(`events=${query.events.join(',')}`);
  add('event', query.event);
  return `${VIDEO_ANALYSIS_PATH}?${parts.join('&')}`;
}
