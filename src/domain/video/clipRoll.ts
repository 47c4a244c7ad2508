import type { EventType } from '../model';

/** Seconds of video before and after an event's videoTime that its clip shows. */
export type Roll = { pre: number; post: number };

/** The user's global pre/post-roll; null keeps the per-type default. */
export type RollSettings = { pre: number | null; post: number | null };

export const NO_ROLL_SETTINGS: RollSettings = { pre: null, post: null };

/** Shots need the build-up (docs/design.md §8); the longest roll a user may set keeps a clip a clip. */
export const SHOT_ROLL: Roll = { pre: 8, post: 3 };
export const OTHER_ROLL: Roll = { pre: 6, post: 2 };
export const MAX_ROLL_SECONDS = 120;

const SHOT_TYPES: readonly EventType[] = ['SHOOT', 'SHOOTAGAINST'];

/** The default roll of an event type: shot 8 s / 3 s, every other type 6 s / 2 s. */
export function defaultRollOf(type: EventType): Roll {
  return SHOT_TYPES.includes(type) ? SHOT_ROLL : OTHER_ROLL;
}

/** A clip's roll: its own override, else the global setting, else the type's default. */
export function rollOf(type: EventType, settings: RollSettings, override?: Partial<Roll>): Roll {
  const fallback = defaultRollOf(type);
  return {
    pre: override?.pre ?? settings.pre ?? fallback.pre,
    post: override?.post ?? settings.post ?? fallback.post,
  };
}

/** A roll typed by a user or read from a URL: a finite number of seconds within 0–120, else null. */
export function parseRollSeconds(text: string | null | undefined): number | null {
  if (text == null || text.trim() === '') return null;
  const value = Number(text);
  if (!Number.isFinite(value) || value < 0 || value > MAX_ROLL_SECONDS) return null;
  return Math.round(value * 10) / 10;
}
