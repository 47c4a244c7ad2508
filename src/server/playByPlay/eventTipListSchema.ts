import * as v from 'valibot';
import { LAST_QUARTER, MAX_CAP, MIN_CAP, TEAM_SIDES } from '../../domain/model';

export const MAX_TIPS = 3000;

/** One event tip as imported (docs/design.md §6): `{quarter, time, side, code, cap?}`, time in seconds from start. */
export const EventTipSchema = v.object({
  quarter: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(LAST_QUARTER)),
  time: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(24 * 3600)),
  side: v.picklist(TEAM_SIDES),
  code: v.pipe(v.string(), v.regex(/^[A-Z?]{1,4}$/, 'a code of 1 to 4 capital letters, or ??')),
  cap: v.nullish(v.pipe(v.number(), v.integer(), v.minValue(MIN_CAP), v.maxValue(MAX_CAP))),
});

export const EventTipListSchema = v.pipe(v.array(EventTipSchema), v.maxLength(MAX_TIPS));
