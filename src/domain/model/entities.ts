import * as v from 'valibot';
import type { AuthoritySchema } from './enums';
import {
  EventTypeSchema,
  ExclusionTypeSchema,
  MatchStatusSchema,
  ShootMethodSchema,
  ShootOutcomeSchema,
  ShootResultSchema,
  ShootSituationSchema,
  ShootTypeSchema,
  TeamOfficialSchema,
  TurnOverTypeSchema,
} from './enums';
import { isCardWithoutPerson } from './isCardWithoutPerson';
import { isHttpAddress } from './isHttpAddress';
import {
  EXCLUSION_TIMES,
  GOAL_PICTURE_MAX_X_CM,
  GOAL_PICTURE_MAX_Y_CM,
  GOAL_PICTURE_MIN_X_CM,
  LAST_QUARTER,
  MAX_CAP,
  MIN_CAP,
  POOL_HALF_LENGTH_CM,
  POOL_LENGTHS,
  POOL_WIDTH_CM,
  POSSESSION_CLOCKS,
  TIMEOUTS_PER_MATCH,
} from './constants';

/**
 * Entity schemas shared by the app (forms, Dexie rows), the server (request bodies) and the engine.
 * Wire shape follows JHipster 7+: relationships are nested objects `{ id, name? }`, absent values are null.
 */

const nullish = <T extends v.GenericSchema>(schema: T) => v.nullish(schema);
const int = (min: number, max: number) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));
/** A number from a short list (a league's rule), refused with the list in words: "must be 18 or 20 seconds". */
const oneOf = (values: readonly number[], unit?: string) => {
  const sorted = [...values].sort((a, b) => a - b);
  const list = `${sorted.slice(0, -1).join(', ')} or ${String(sorted.at(-1))}`;
  const message = `must be ${list}${unit ? ` ${unit}` : ''}`;
  // A plain number, not a union of literals: a stored row or an archive passes its column's number on.
  return v.pipe(
    v.number(message),
    v.check((value) => values.includes(value), message),
  );
};

export const IdSchema = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(Number.MAX_SAFE_INTEGER));
export const UuidSchema = v.pipe(v.string(), v.uuid());
export const RefSchema = v.looseObject({ id: IdSchema, name: v.optional(v.nullable(v.string())) });
export type Ref = { id: number; name?: string | null };

export const CapSchema = int(MIN_CAP, MAX_CAP);
export const CapListSchema = v.pipe(v.array(CapSchema), v.maxLength(30));
export const QuarterSchema = int(1, LAST_QUARTER);
/** Seconds from the start of the match; a generous bound covers overtime-free matches and shootouts. */
export const MatchTimeSchema = int(0, 24 * 3600);
export const VideoTimeSchema = v.pipe(v.number(), v.minValue(0), v.maxValue(24 * 3600));
/** Text a database column can hold: PostgreSQL refuses the NUL character. */
const text = v.pipe(
  v.string(),
  v.check((s) => !s.includes('\0'), 'must not contain a NUL character'),
);
export const FormationSchema = v.pipe(text, v.maxLength(20));
const requiredName = (max = 100) => v.pipe(text, v.trim(), v.minLength(1), v.maxLength(max));
const optionalText = (max: number) => nullish(v.pipe(text, v.maxLength(max)));

/** Years a match can be played in; a year 0 or 99999 is a typing slip, not a date. */
const DATE_TIME_YEARS = { min: 1900, max: 2100 };

/**
 * An ISO timestamp that names a real moment: valibot's format check lets through `+01` offsets that Date
 * cannot read, a 30 February and any year, which would otherwise fail only in the database.
 */
export function isReadableDateTime(value: string): boolean {
  if (Number.isNaN(Date.parse(value))) return false;
  const [year, month, day] = value.slice(0, 10).split('-').map(Number) as [number, number, number];
  const calendarDay = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= DATE_TIME_YEARS.min &&
    year <= DATE_TIME_YEARS.max &&
    calendarDay.getUTCMonth() === month - 1 &&
    calendarDay.getUTCDate() === day
  );
}
/** One message per bad value: a text that is no timestamp at all is not also "not a real date". */
const isoDateTime = v.config(
  v.pipe(
    v.string(),
    v.isoTimestamp(),
    v.check(
      isReadableDateTime,
      `must be a real date and time between ${DATE_TIME_YEARS.min} and ${DATE_TIME_YEARS.max}`,
    ),
  ),
  { abortPipeEarly: true },
);
/**
 * The device's instant of the tap that saved a capture (ISO-8601 UTC, `2026-11-28T08:15:03.412Z`): when it was
 * recorded, which neither the match clock nor the order of delivery says. Optional: older clients send none.
 */
const recordedAt = nullish(isoDateTime);

export const OrganizationSchema = v.object({
  id: v.optional(IdSchema),
  name: requiredName(),
});
export type Organization = v.InferOutput<typeof OrganizationSchema>;

export const LeagueSchema = v.object({
  id: v.optional(IdSchema),
  name: requiredName(),
  season: optionalText(20),
  quarterLength: nullish(int(60, 1200)),
  exclusionTime: nullish(oneOf(EXCLUSION_TIMES, 'seconds')),
  possessionClock: nullish(oneOf(POSSESSION_CLOCKS, 'seconds')),
  poolLength: nullish(oneOf(POOL_LENGTHS, 'metres')),
  timeoutsPerMatch: nullish(oneOf(TIMEOUTS_PER_MATCH)),
});
export type League = v.InferOutput<typeof LeagueSchema>;

export const TeamSchema = v.object({
  id: v.optional(IdSchema),
  name: requiredName(),
  shortName: optionalText(10),
  league: nullish(RefSchema),
});
export type Team = v.InferOutput<typeof TeamSchema>;

export const PlayerSchema = v.object({
  id: v.optional(IdSchema),
  firstName: requiredName(50),
  lastName: requiredName(50),
  birthYear: nullish(int(1900, 2100)),
  team: nullish(RefSchema),
});
export type Player = v.InferOutput<typeof PlayerSchema>;

export const MatchSchema = v.object({
  id: v.optional(IdSchema),
  name: requiredName(200),
  team1: RefSchema,
  team2: RefSchema,
  league: nullish(RefSchema),
  status: v.optional(MatchStatusSchema, 'SCHEDULED'),
  startsAt: nullish(isoDateTime),
  startedAt: nullish(isoDateTime),
  endedAt: nullish(isoDateTime),
});
export type Match = v.InferOutput<typeof MatchSchema>;

export const MatchPlayerSchema = v.object({
  id: v.optional(IdSchema),
  cap: CapSchema,
  goalKeeper: v.optional(v.boolean(), false),
  match: RefSchema,
  team: RefSchema,
  player: RefSchema,
});
export type MatchPlayer = v.InferOutput<typeof MatchPlayerSchema> & {
  player: Ref & { firstName?: string; lastName?: string };
};

export const VIDEO_ADDRESS_MESSAGE = 'Must be an http:// or https:// address';
/**
 * Where a match video plays from: an http(s) address or a path on this server, never a `javascript:` or
 * `data:` address, which a player's link or a copied archive would otherwise carry to every viewer.
 */
export const VideoAddressSchema = v.pipe(
  text,
  v.check((address) => isHttpAddress(address), VIDEO_ADDRESS_MESSAGE),
);

export const MatchVideoSchema = v.object({
  id: v.optional(IdSchema),
  match: RefSchema,
  /** null: the video covers the whole match. */
  quarter: nullish(QuarterSchema),
  videoUrl: nullish(v.pipe(VideoAddressSchema, v.maxLength(2000))),
  objectUrlS3: nullish(v.pipe(VideoAddressSchema, v.maxLength(1000))),
});
export type MatchVideo = v.InferOutput<typeof MatchVideoSchema>;

export const MatchExternalIdSchema = v.object({
  id: v.optional(IdSchema),
  match: RefSchema,
  value: requiredName(200),
});
export type MatchExternalId = v.InferOutput<typeof MatchExternalIdSchema>;

export const PossessionSchema = v.object({
  id: v.optional(IdSchema),
  uuid: UuidSchema,
  match: RefSchema,
  team: RefSchema,
  quarter: QuarterSchema,
  timeFrom: MatchTimeSchema,
  timeTo: nullish(MatchTimeSchema),
  videoFrom: nullish(VideoTimeSchema),
  videoTo: nullish(VideoTimeSchema),
  playersInWater: nullish(CapListSchema),
  opponentPlayersInWater: nullish(CapListSchema),
  offense: v.boolean(),
  extraPlayer: v.optional(v.boolean(), false),
  isRestart: v.optional(v.boolean(), false),
  opponentPossessionUuid: nullish(UuidSchema),
  formation: nullish(FormationSchema),
  opponentFormation: nullish(FormationSchema),
  recordedAt,
});
export type Possession = v.InferOutput<typeof PossessionSchema>;

const EventEntriesSchema = v.object({
  id: v.optional(IdSchema),
  uuid: UuidSchema,
  match: RefSchema,
  team: RefSchema,
  quarter: QuarterSchema,
  time: MatchTimeSchema,
  type: EventTypeSchema,
  offense: v.boolean(),
  extraPlayer: v.optional(v.boolean(), false),
  playersInWater: nullish(CapListSchema),
  possessionUuid: nullish(UuidSchema),
  opponentPossessionUuid: nullish(UuidSchema),
  opponentEventUuid: nullish(UuidSchema),
  videoTime: nullish(VideoTimeSchema),
  formation: nullish(FormationSchema),
  opponentFormation: nullish(FormationSchema),
  centerPlayers: nullish(CapListSchema),
  backPlayers: nullish(CapListSchema),
  post1PlayerNumber: nullish(CapSchema),
  post2PlayerNumber: nullish(CapSchema),
  playerNumber: nullish(CapSchema),
  opponentPlayerNumber: nullish(CapSchema),
  turnOverType: nullish(TurnOverTypeSchema),
  exclusionType: nullish(ExclusionTypeSchema),
  shootSituation: nullish(ShootSituationSchema),
  shootOutcome: nullish(ShootOutcomeSchema),
  /** Saved, missed or off the post: how a missed shot ended (SHOOT_RESULTS); null for a goal, a block, older data. */
  shootResult: nullish(ShootResultSchema),
  shootType: nullish(ShootTypeSchema),
  shootMethod: nullish(ShootMethodSchema),
  shootAssistPlayerNumber1: nullish(CapSchema),
  shootAssistPosition1: nullish(int(1, 6)),
  shootAssistPlayerNumber2: nullish(CapSchema),
  shootAssistPosition2: nullish(int(1, 6)),
  isAttackingAfterShoot: nullish(v.boolean()),
  shootFromPoolX: nullish(int(0, POOL_WIDTH_CM)),
  shootFromPoolY: nullish(int(0, POOL_HALF_LENGTH_CM)),
  shootToGoalX: nullish(int(GOAL_PICTURE_MIN_X_CM, GOAL_PICTURE_MAX_X_CM)),
  shootToGoalY: nullish(int(0, GOAL_PICTURE_MAX_Y_CM)),
  notes: optionalText(2000),
  needsReview: v.optional(v.boolean(), false),
  /**
   * The carded team official of a card event, of the carded team (the event's own for YELLOW_CARD/RED_CARD, the other
   * for the _AGAINST cards); a card to a player names the player in playerNumber (opponentPlayerNumber) instead.
   */
  official: nullish(TeamOfficialSchema),
  recordedAt,
  /**
   * The time was estimated, not read from a game clock: captured without one ('no clock' mode), from the device's
   * clock between times the scorer read off the scoreboard. Older clients send none: the server stores false.
   */
  timeEstimated: v.optional(v.boolean(), false),
});
/** A card names who was shown it: a player (playerNumber) or a team official. */
export const CARD_WITHOUT_PERSON_MESSAGE = 'A card needs a player number or an official';
export const EventSchema = v.pipe(
  EventEntriesSchema,
  v.forward(
    v.check((event) => !isCardWithoutPerson(event), CARD_WITHOUT_PERSON_MESSAGE),
    ['playerNumber'],
  ),
);
export type MatchEvent = v.InferOutput<typeof EventSchema>;

export const UserExtraSchema = v.object({
  id: v.optional(IdSchema),
  user: RefSchema,
  organization: nullish(RefSchema),
});
export type UserExtra = v.InferOutput<typeof UserExtraSchema>;

/** The account as GET /api/account answers it (JHipster AdminUserDTO plus userExtra). */
export type Account = {
  id: number;
  login: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  activated: boolean;
  langKey: string | null;
  imageUrl: string | null;
  authorities: v.InferOutput<typeof AuthoritySchema>[];
  userExtra: { id: number; organization: Ref | null; user: Ref & { login?: string } } | null;
  /** True while the account still has a default or weak password; absent from older servers (read as false). */
  passwordChangeRequired?: boolean;
};
