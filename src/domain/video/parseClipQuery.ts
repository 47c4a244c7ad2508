import * as v from 'valibot';
import {
  EVENT_TYPES,
  LAST_QUARTER,
  MAX_CAP,
  MIN_CAP,
  SHOOT_OUTCOMES,
  SHOOT_SITUATIONS,
  UuidSchema,
  type EventType,
  type ShootOutcome,
  type ShootSituation,
} from '../model';
import { MAX_CLIP_EVENTS } from './clipFilter';
import type { ClipQuery } from './clipQuery';
import { parseRollSeconds } from './clipRoll';

const positiveInt = (text: string | null, max = Number.MAX_SAFE_INTEGER): number | null => {
  if (text === null || !/^\d+$/.test(text.trim())) return null;
  const value = Number(text);
  return value >= 1 && value <= max ? value : null;
};

const oneOf = <T extends string>(values: readonly T[], text: string | null): T | null =>
  values.includes(text as T) ? (text as T) : null;

const isOn = (text: string | null) => text === '1' || text === 'true';

/** Comma-separated uuids, each once; malformed ones dropped, the list cut at MAX_CLIP_EVENTS; none: null. */
function eventUuids(text: string | null): string[] | null {
  const uuids = (text ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => v.is(UuidSchema, part));
  const unique = [...new Set(uuids)].slice(0, MAX_CLIP_EVENTS);
  return unique.length > 0 ? unique : null;
}

/** Reads a /video-analysis query; a value that makes no sense is left out rather than failing the page. */
export function parseClipQuery(search: string): ClipQuery {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const matches = (params.get('matches') ?? '')
    .split(',')
    .map((part) => positiveInt(part))
    .filter((id): id is number => id !== null);
  const player = positiveInt(params.get('player'), MAX_CAP);
  const event = params.get('event')?.trim() ?? '';
  return {
    filter: {
      matches: [...new Set(matches)],
      team: positiveInt(params.get('team')),
      player: player !== null && player >= MIN_CAP ? player : null,
      type: oneOf<EventType>(EVENT_TYPES, params.get('type')),
      outcome: oneOf<ShootOutcome>(SHOOT_OUTCOMES, params.get('outcome')),
      situation: oneOf<ShootSituation>(SHOOT_SITUATIONS, params.get('situation')),
      quarter: positiveInt(params.get('quarter'), LAST_QUARTER),
      manAdvantage: isOn(params.get('manUp')) ? 'MAN_UP' : isOn(params.get('manDown')) ? 'MAN_DOWN' : null,
      needsReview: isOn(params.get('review')),
      events: eventUuids(params.get('events')),
    },
    rolls: { pre: parseRollSeconds(params.get('pre')), post: parseRollSeconds(params.get('post')) },
    event: /^[0-9a-f-]{1,36}$/i.test(event) ? event : null,
  };
}
