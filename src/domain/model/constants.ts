/** Business constants of docs/product.md §9 and docs/design.md §6. */
export const FIRST_QUARTER = 1;
/** Quarter 5 is the penalty shootout. */
export const SHOOTOUT_QUARTER = 5;
export const LAST_QUARTER = SHOOTOUT_QUARTER;
/** Seconds per quarter; a league may configure its own. */
export const DEFAULT_QUARTER_LENGTH = 480;
/**
 * The rules a league may choose beside its quarter length (docs/design.md §6): the values each allows, the World
 * Aquatics rules' first. The newest rules shorten an exclusion to 18 s and the possession clock to 28/18 s.
 */
export const EXCLUSION_TIMES = [20, 18] as const;
export const DEFAULT_EXCLUSION_TIME = 20;
/** Seconds of game time an exclusion for violence (brutality) lasts: the team plays a man down for four minutes. */
export const VIOLENCE_EXCLUSION_TIME = 240;
/** The personal foul that sends a player out for the rest of the match (the third). */
export const FOULS_TO_FOUL_OUT = 3;
export const POSSESSION_CLOCKS = [30, 28] as const;
export const DEFAULT_POSSESSION_CLOCK = 30;
/** Metres; a 25 m pool is the short course some leagues play in. */
export const POOL_LENGTHS = [30, 25] as const;
export const DEFAULT_POOL_LENGTH = 30;
export const TIMEOUTS_PER_MATCH = [1, 2, 3, 4] as const;
export const DEFAULT_TIMEOUTS_PER_MATCH = 2;
export const MAX_PLAYERS_IN_WATER = 7;
export const MIN_CAP = 1;
export const MAX_CAP = 99;

/** Pool and goal coordinates in centimetres (docs/design.md §6). */
export const POOL_WIDTH_CM = 2000;
export const POOL_HALF_LENGTH_CM = 1250;
export const GOAL_CENTRE_X_CM = 1000;
export const PENALTY_SHOOT_FROM_Y_CM = 500;
export const GOAL_WIDTH_CM = 300;
export const GOAL_HEIGHT_CM = 90;
/** The goal picture shows a margin around the frame so a shot wide or over can be placed. */
export const GOAL_PICTURE_MIN_X_CM = -100;
export const GOAL_PICTURE_MAX_X_CM = 400;
export const GOAL_PICTURE_MAX_Y_CM = 150;

export const PAGE_SIZE = {
  matches: 100,
  matchSearch: 100,
  events: 400,
  possessions: 200,
  matchVideos: 10,
  matchPlayers: 15,
} as const;

export const MATCH_SEARCH_DEBOUNCE_MS = 500;
export const RESEND_INTERVAL_MS = 600_000;
export const MAX_EVENT_RETRIES = 5;
export const MAX_POSSESSION_RETRIES = 5;
export const UNDO_HISTORY_LIMIT = 200;

/** The shortest password of docs/product.md §5: still what login accepts, and the length its first message names. */
export const PASSWORD_MIN = 4;
/**
 * A new password (change, reset) needs more than the 4 of docs/product.md §5: short ones fall to guessing in minutes.
 */
export const NEW_PASSWORD_MIN = 8;
export const PASSWORD_MAX = 50;
export const NAME_MIN = 1;
export const NAME_MAX = 50;
export const EMAIL_MIN = 5;
export const EMAIL_MAX = 254;
export const RESET_KEY_VALIDITY_HOURS = 24;

export const NARROW_SCREEN_PX = 768;
export const NAV_TOP_MARGIN_PX = 78;
export const SERVICE_WORKER_REGISTER_MAX_DELAY_MS = 30_000;
export const DEVTOOLS_ACTION_LIMIT = 25;
