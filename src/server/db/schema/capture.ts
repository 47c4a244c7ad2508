import { boolean, doublePrecision, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import {
  EVENT_TYPES,
  EXCLUSION_TYPES,
  SHOOT_METHODS,
  SHOOT_OUTCOMES,
  SHOOT_RESULTS,
  SHOOT_SITUATIONS,
  SHOOT_TYPES,
  TEAM_OFFICIALS,
  TURNOVER_TYPES,
} from '../../../domain/model';
import { idColumn, instant, refColumn } from './columns';
import { organization } from './accounts';
import { match, team } from './reference';

const capList = (name: string) => integer(name).array();

/** Possessions and events are written by scorers offline first; (organization, uuid) makes POST idempotent. */
export const possession = pgTable(
  'possession',
  {
    id: idColumn(),
    organizationId: refColumn('organization_id')
      .notNull()
      .references(() => organization.id),
    uuid: uuid('uuid').notNull(),
    matchId: refColumn('match_id')
      .notNull()
      .references(() => match.id),
    teamId: refColumn('team_id')
      .notNull()
      .references(() => team.id),
    quarter: integer('quarter').notNull(),
    timeFrom: integer('time_from').notNull(),
    timeTo: integer('time_to'),
    videoFrom: doublePrecision('video_from'),
    videoTo: doublePrecision('video_to'),
    playersInWater: capList('players_in_water'),
    opponentPlayersInWater: capList('opponent_players_in_water'),
    offense: boolean('offense').notNull(),
    extraPlayer: boolean('extra_player').notNull().default(false),
    isRestart: boolean('is_restart').notNull().default(false),
    opponentPossessionUuid: uuid('opponent_possession_uuid'),
    formation: text('formation'),
    opponentFormation: text('opponent_formation'),
    /** The device's instant of the tap that saved it; null from clients older than the field. */
    recordedAt: instant('recorded_at'),
  },
  (t) => [
    unique('possession_organization_uuid_uq').on(t.organizationId, t.uuid),
    index('possession_organization_match_team_idx').on(t.organizationId, t.matchId, t.teamId),
  ],
);

export const event = pgTable(
  'event',
  {
    id: idColumn(),
    organizationId: refColumn('organization_id')
      .notNull()
      .references(() => organization.id),
    uuid: uuid('uuid').notNull(),
    matchId: refColumn('match_id')
      .notNull()
      .references(() => match.id),
    teamId: refColumn('team_id')
      .notNull()
      .references(() => team.id),
    quarter: integer('quarter').notNull(),
    time: integer('time').notNull(),
    type: text('type', { enum: EVENT_TYPES }).notNull(),
    offense: boolean('offense').notNull(),
    extraPlayer: boolean('extra_player').notNull().default(false),
    playersInWater: capList('players_in_water'),
    possessionUuid: uuid('possession_uuid'),
    opponentPossessionUuid: uuid('opponent_possession_uuid'),
    opponentEventUuid: uuid('opponent_event_uuid'),
    videoTime: doublePrecision('video_time'),
    formation: text('formation'),
    opponentFormation: text('opponent_formation'),
    centerPlayers: capList('center_players'),
    backPlayers: capList('back_players'),
    post1PlayerNumber: integer('post1_player_number'),
    post2PlayerNumber: integer('post2_player_number'),
    playerNumber: integer('player_number'),
    opponentPlayerNumber: integer('opponent_player_number'),
    turnOverType: text('turn_over_type', { enum: TURNOVER_TYPES }),
    exclusionType: text('exclusion_type', { enum: EXCLUSION_TYPES }),
    shootSituation: text('shoot_situation', { enum: SHOOT_SITUATIONS }),
    shootOutcome: text('shoot_outcome', { enum: SHOOT_OUTCOMES }),
    shootResult: text('shoot_result', { enum: SHOOT_RESULTS }),
    shootType: text('shoot_type', { enum: SHOOT_TYPES }),
    shootMethod: text('shoot_method', { enum: SHOOT_METHODS }),
    shootAssistPlayerNumber1: integer('shoot_assist_player_number1'),
    shootAssistPosition1: integer('shoot_assist_position1'),
    shootAssistPlayerNumber2: integer('shoot_assist_player_number2'),
    shootAssistPosition2: integer('shoot_assist_position2'),
    isAttackingAfterShoot: boolean('is_attacking_after_shoot'),
    shootFromPoolX: integer('shoot_from_pool_x'),
    shootFromPoolY: integer('shoot_from_pool_y'),
    shootToGoalX: integer('shoot_to_goal_x'),
    shootToGoalY: integer('shoot_to_goal_y'),
    notes: text('notes'),
    needsReview: boolean('needs_review').notNull().default(false),
    /** The carded team official of a card event (null for a card to a player and every other event). */
    official: text('official', { enum: TEAM_OFFICIALS }),
    /** The device's instant of the tap that saved it; null from clients older than the field. */
    recordedAt: instant('recorded_at'),
    /** The time was estimated from the device's clock, not read from a game clock ('no clock' capture). */
    timeEstimated: boolean('time_estimated').notNull().default(false),
  },
  (t) => [
    unique('event_organization_uuid_uq').on(t.organizationId, t.uuid),
    index('event_organization_match_team_idx').on(t.organizationId, t.matchId, t.teamId),
  ],
);
