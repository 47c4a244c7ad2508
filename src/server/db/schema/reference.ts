import { boolean, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { MATCH_STATUSES } from '../../../domain/model';
import { idColumn, instant, refColumn } from './columns';
import { organization } from './accounts';

const tenant = () =>
  refColumn('organization_id')
    .notNull()
    .references(() => organization.id);

export const league = pgTable(
  'league',
  {
    id: idColumn(),
    organizationId: tenant(),
    name: text('name').notNull(),
    season: text('season'),
    quarterLength: integer('quarter_length'),
    // The league's rules beside its quarter length; null is the World Aquatics rule (docs/design.md §6).
    exclusionTime: integer('exclusion_time'),
    possessionClock: integer('possession_clock'),
    poolLength: integer('pool_length'),
    timeoutsPerMatch: integer('timeouts_per_match'),
  },
  (t) => [index('league_organization_idx').on(t.organizationId)],
);

export const team = pgTable(
  'team',
  {
    id: idColumn(),
    organizationId: tenant(),
    name: text('name').notNull(),
    shortName: text('short_name'),
    leagueId: refColumn('league_id').references(() => league.id, { onDelete: 'set null' }),
  },
  (t) => [index('team_organization_idx').on(t.organizationId)],
);

export const player = pgTable(
  'player',
  {
    id: idColumn(),
    organizationId: tenant(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    birthYear: integer('birth_year'),
    teamId: refColumn('team_id').references(() => team.id, { onDelete: 'set null' }),
  },
  (t) => [index('player_organization_idx').on(t.organizationId)],
);

export const match = pgTable(
  'match',
  {
    id: idColumn(),
    organizationId: tenant(),
    name: text('name').notNull(),
    team1Id: refColumn('team1_id')
      .notNull()
      .references(() => team.id),
    team2Id: refColumn('team2_id')
      .notNull()
      .references(() => team.id),
    leagueId: refColumn('league_id').references(() => league.id, { onDelete: 'set null' }),
    status: text('status', { enum: MATCH_STATUSES }).notNull().default('SCHEDULED'),
    startsAt: instant('starts_at'),
    startedAt: instant('started_at'),
    endedAt: instant('ended_at'),
  },
  (t) => [index('match_organization_idx').on(t.organizationId)],
);

export const matchPlayer = pgTable(
  'match_player',
  {
    id: idColumn(),
    organizationId: tenant(),
    cap: integer('cap').notNull(),
    goalKeeper: boolean('goal_keeper').notNull().default(false),
    matchId: refColumn('match_id')
      .notNull()
      .references(() => match.id),
    teamId: refColumn('team_id')
      .notNull()
      .references(() => team.id),
    playerId: refColumn('player_id')
      .notNull()
      .references(() => player.id),
  },
  (t) => [
    index('match_player_organization_idx').on(t.organizationId),
    unique('match_player_cap_uq').on(t.matchId, t.teamId, t.cap),
  ],
);

export const matchVideo = pgTable(
  'match_video',
  {
    id: idColumn(),
    organizationId: tenant(),
    matchId: refColumn('match_id')
      .notNull()
      .references(() => match.id),
    quarter: integer('quarter'),
    videoUrl: text('video_url'),
    objectUrlS3: text('object_url_s3'),
  },
  (t) => [index('match_video_organization_idx').on(t.organizationId), index('match_video_match_idx').on(t.matchId)],
);

export const matchExternalId = pgTable(
  'match_external_id',
  {
    id: idColumn(),
    organizationId: tenant(),
    matchId: refColumn('match_id')
      .notNull()
      .references(() => match.id),
    value: text('value').notNull(),
  },
  (t) => [
    index('match_external_id_organization_idx').on(t.organizationId),
    index('match_external_id_match_idx').on(t.matchId),
  ],
);
