/**
 * How far apart (seconds) two scorers may record one happening and still be taken for the same one. Each scorer
 * keeps their own clock with 1 s and 10 s steppers, so one scorer may lag by a 10 s tap plus a second or two of
 * reaction; a shot clock runs 30 s (20 s after an exclusion), so two different happenings of the same kind and
 * players within 10 s are rare, and when there are two, the closest in time is taken.
 */
export const OPPONENT_CLOCK_TOLERANCE_S = 10;
