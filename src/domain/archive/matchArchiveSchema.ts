import * as v from 'valibot';
import {
  CapSchema,
  EventSchema,
  IdSchema,
  LeagueSchema,
  MatchSchema,
  PossessionSchema,
  QuarterSchema,
  VideoAddressSchema,
} from '../model';
import { VideoAlignmentSchema } from '../video/alignment';
import { LAST_QUARTER, MAX_CAP, MIN_CAP, TEAM_SIDES } from '../model';

/** The one archive format this version writes and reads; another version is refused by name. */
export const MATCH_ARCHIVE_FORMAT = 'poolside-match/1';

/** An archive's own bounds: a whole match, generously (a real one has ~1,500 events). */
export const ARCHIVE_LIMITS = {
  events: 20_000,
  possessions: 5_000,
  roster: 200,
  tips: 3_000,
  videos: 50,
  signOffs: 100,
} as const;

const list = <T extends v.GenericSchema>(item: T, max: number) => v.pipe(v.array(item), v.maxLength(max));

/** A team as the archive names it: its id in the exporting installation only links the archive's rows. */
const TeamRefSchema = v.object({ id: IdSchema });

/** A league travels by name (and season); the importing organisation has its own ids. */
export const ArchiveLeagueSchema = v.object({
  name: LeagueSchema.entries.name,
  season: LeagueSchema.entries.season,
  quarterLength: LeagueSchema.entries.quarterLength,
  // Archives older than the league's rules carry none: the importing league then plays by the defaults.
  exclusionTime: LeagueSchema.entries.exclusionTime,
  possessionClock: LeagueSchema.entries.possessionClock,
  poolLength: LeagueSchema.entries.poolLength,
  timeoutsPerMatch: LeagueSchema.entries.timeoutsPerMatch,
});

export const ArchiveTeamSchema = v.object({
  id: IdSchema,
  name: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(100)),
  shortName: v.nullish(v.pipe(v.string(), v.maxLength(10))),
  league: v.nullish(ArchiveLeagueSchema),
});

export const ArchiveMatchSchema = v.object({
  name: MatchSchema.entries.name,
  status: MatchSchema.entries.status,
  startsAt: MatchSchema.entries.startsAt,
  startedAt: MatchSchema.entries.startedAt,
  endedAt: MatchSchema.entries.endedAt,
  team1: TeamRefSchema,
  team2: TeamRefSchema,
  league: v.nullish(ArchiveLeagueSchema),
});

/** One cap of the match roster, with the player it names by name and birth year. */
export const ArchiveRosterEntrySchema = v.object({
  team: TeamRefSchema,
  cap: CapSchema,
  goalKeeper: v.optional(v.boolean(), false),
  player: v.object({
    firstName: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(50)),
    lastName: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(50)),
    birthYear: v.nullish(v.pipe(v.number(), v.integer(), v.minValue(1900), v.maxValue(2100))),
  }),
});

type ObjectOf<S> = S extends { pipe: readonly [infer O, ...unknown[]] } ? O : S;

/** An entity's object schema, also when the model wraps it in a pipe of cross-field checks. */
function objectOf<S extends v.GenericSchema>(schema: S): ObjectOf<S> {
  return ('pipe' in schema ? (schema.pipe as readonly unknown[])[0] : schema) as ObjectOf<S>;
}

/** Events and possessions with every field the app stores; the match is the archive's own. */
export const ArchiveEventSchema = v.object({
  ...v.omit(objectOf(EventSchema), ['id', 'match']).entries,
  team: TeamRefSchema,
});
export const ArchivePossessionSchema = v.object({
  ...v.omit(objectOf(PossessionSchema), ['id', 'match']).entries,
  team: TeamRefSchema,
});

export const ArchiveTipSchema = v.object({
  quarter: QuarterSchema,
  time: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(24 * 3600)),
  side: v.picklist(TEAM_SIDES),
  code: v.pipe(v.string(), v.regex(/^[A-Z?]{1,4}$/, 'a code of 1 to 4 capital letters, or ??')),
  cap: v.nullish(v.pipe(v.number(), v.integer(), v.minValue(MIN_CAP), v.maxValue(MAX_CAP))),
});

/** A match video's metadata; the file itself never travels in an archive. */
export const ArchiveVideoSchema = v.object({
  quarter: v.nullish(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(LAST_QUARTER))),
  videoUrl: v.nullish(v.pipe(VideoAddressSchema, v.maxLength(2000))),
  objectUrlS3: v.nullish(v.pipe(VideoAddressSchema, v.maxLength(1000))),
  /** Its alignment with the log; absent from archives written before alignment: not aligned. */
  alignment: v.nullish(VideoAlignmentSchema),
});

const timestamp = v.pipe(v.string(), v.isoTimestamp());
const person = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200));

/** A sign-off of the match, as signed and, once an admin reopened it, as reopened (issue: match review). */
export const ArchiveSignOffSchema = v.object({
  signedBy: person,
  signedByLogin: person,
  signedAt: timestamp,
  reopenedByLogin: v.nullish(person),
  reopenedAt: v.nullish(timestamp),
});

/** At most one sign-off is in force (not reopened): the match is signed by it. */
const SignOffListSchema = v.pipe(
  list(ArchiveSignOffSchema, ARCHIVE_LIMITS.signOffs),
  v.check((rows) => rows.filter((row) => !row.reopenedAt).length <= 1, 'at most one sign-off not reopened'),
);

/** `GET /api/matches/{id}/archive`'s document, and the body `POST /api/matches/import` takes. */
export const MatchArchiveSchema = v.object({
  format: v.literal(MATCH_ARCHIVE_FORMAT),
  exportedAt: v.pipe(v.string(), v.isoTimestamp()),
  match: ArchiveMatchSchema,
  teams: v.tuple([ArchiveTeamSchema, ArchiveTeamSchema]),
  roster: list(ArchiveRosterEntrySchema, ARCHIVE_LIMITS.roster),
  events: list(ArchiveEventSchema, ARCHIVE_LIMITS.events),
  possessions: list(ArchivePossessionSchema, ARCHIVE_LIMITS.possessions),
  tips: list(ArchiveTipSchema, ARCHIVE_LIMITS.tips),
  videos: list(ArchiveVideoSchema, ARCHIVE_LIMITS.videos),
  /** Absent from archives written before sign-off: none. */
  signOffs: v.optional(SignOffListSchema, []),
});

export type MatchArchive = v.InferOutput<typeof MatchArchiveSchema>;
export type ArchiveSignOff = v.InferOutput<typeof ArchiveSignOffSchema>;
export type ArchiveEvent = v.InferOutput<typeof ArchiveEventSchema>;
export type ArchivePossession = v.InferOutput<typeof ArchivePossessionSchema>;
export type ArchiveTeam = v.InferOutput<typeof ArchiveTeamSchema>;
export type ArchiveLeague = v.InferOutput<typeof ArchiveLeagueSchema>;
export type ArchiveRosterEntry = v.InferOutput<typeof ArchiveRosterEntrySchema>;
