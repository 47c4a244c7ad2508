import {
  EventSchema,
  LeagueSchema,
  MatchExternalIdSchema,
  MatchPlayerSchema,
  MatchSchema,
  MatchVideoSchema,
  OrganizationSchema,
  PlayerSchema,
  PossessionSchema,
  TeamSchema,
  UserExtraSchema,
} from '../../domain/model';
import { and, eq, exists, or, sql } from 'drizzle-orm';
import {
  event,
  league,
  match,
  matchExternalId,
  matchPlayer,
  matchTips,
  matchVideo,
  organization,
  player,
  possession,
  team,
  userExtra,
} from '../db/schema';
import { linkEventOnWrite, linkPossessionOnWrite } from '../capture/opponentLinkHooks';
import type { Referrer, ResourceConfig } from './resourceConfig';
import { REF_TARGETS as T } from './refTargets';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

const ref = (column: string, target: (typeof T)[keyof typeof T], required = true) => ({ column, target, required });
/** Rows of `table` whose `column` holds the id: "4 teams". */
const usedBy = (table: PgTable, column: PgColumn, one: string, many = `${one}s`): Referrer => ({
  table,
  refersTo: (id) => eq(column, id),
  one,
  many,
});
const quoted = (value: unknown) => `"${String(value)}"`;
/** How a delete refusal names a row: `League "OB I"`. */
const namedAs = (kind: string) => (row: Record<string, unknown>) => `${kind} ${quoted(row.name)}`;
const playerName = (row: Record<string, unknown>) => quoted(`${String(row.firstName)} ${String(row.lastName)}`);

/** Every entity resource of docs/design.md §5, as configuration of the one generic router. */
export const RESOURCES: ResourceConfig[] = [
  {
    path: 'leagues',
    entityName: 'league',
    table: league,
    schema: LeagueSchema,
    access: { read: 'member', write: 'manager' },
    tenant: true,
    relations: {},
    uniqueBy: {
      columns: ['name', 'season'],
      message: (row) =>
        `A league named ${quoted(row.name)} already exists ${row.season ? `in season ${quoted(row.season)}` : 'without a season'}.`,
    },
    // Teams and matches would keep their rows but lose the league (and its quarter length) without a word.
    referencedBy: {
      label: namedAs('League'),
      referrers: [usedBy(team, team.leagueId, 'team'), usedBy(match, match.leagueId, 'match', 'matches')],
    },
  },
  {
    path: 'teams',
    entityName: 'team',
    table: team,
    schema: TeamSchema,
    access: { read: 'member', write: 'manager' },
    tenant: true,
    relations: { league: ref('leagueId', T.league, false) },
    uniqueBy: {
      columns: ['name', 'leagueId'],
      message: (row, refName) =>
        row.leagueId === null
          ? `A team named ${quoted(row.name)} without a league already exists.`
          : `A team named ${quoted(row.name)} already exists in league ${quoted(refName('league'))}.`,
    },
    referencedBy: {
      label: namedAs('Team'),
      referrers: [
        {
          table: match,
          refersTo: (id) => or(eq(match.team1Id, id), eq(match.team2Id, id))!,
          one: 'match',
          many: 'matches',
        },
        usedBy(player, player.teamId, 'player'),
      ],
    },
  },
  {
    path: 'players',
    entityName: 'player',
    table: player,
    schema: PlayerSchema,
    access: { read: 'member', write: 'manager' },
    tenant: true,
    relations: { team: ref('teamId', T.team, false) },
    uniqueBy: {
      columns: ['firstName', 'lastName', 'birthYear', 'teamId'],
      message: (row, refName) =>
        `A player named ${playerName(row)} ${row.birthYear === null ? 'without a birth year' : `born ${String(row.birthYear)}`} already exists ${row.teamId === null ? 'without a team' : `in team ${quoted(refName('team'))}`}.`,
    },
    referencedBy: {
      label: (row) => `Player ${playerName(row)}`,
      referrers: [
        usedBy(matchPlayer, matchPlayer.playerId, 'match roster'),
        {
          // Events name a player by the cap the roster gave them in that match.
          table: event,
          refersTo: (id) =>
            exists(
              sql`(select 1 from ${matchPlayer} where ${and(
                eq(matchPlayer.playerId, id),
                eq(matchPlayer.matchId, event.matchId),
                eq(matchPlayer.teamId, event.teamId),
                eq(matchPlayer.cap, event.playerNumber),
              )})`,
            ),
          one: 'event',
          many: 'events',
        },
      ],
    },
  },
  {
    path: 'matches',
    entityName: 'match',
    table: match,
    schema: MatchSchema,
    access: { read: 'member', write: 'manager' },
    tenant: true,
    relations: {
      team1: ref('team1Id', T.team),
      team2: ref('team2Id', T.team),
      league: ref('leagueId', T.league, false),
    },
    // Its imported play-by-play would go with it (ON DELETE CASCADE), so it counts as well.
    referencedBy: {
      label: namedAs('Match'),
      referrers: [
        usedBy(event, event.matchId, 'event'),
        usedBy(possession, possession.matchId, 'possession'),
        usedBy(matchPlayer, matchPlayer.matchId, 'roster player'),
        usedBy(matchVideo, matchVideo.matchId, 'video'),
        usedBy(matchTips, matchTips.matchId, 'imported play-by-play', 'imported play-by-plays'),
        usedBy(matchExternalId, matchExternalId.matchId, 'external id'),
      ],
    },
  },
  {
    path: 'match-players',
    entityName: 'matchPlayer',
    table: matchPlayer,
    schema: MatchPlayerSchema,
    access: { read: 'member', write: 'manager' },
    tenant: true,
    relations: { match: ref('matchId', T.match), team: ref('teamId', T.team), player: ref('playerId', T.player) },
  },
  {
    path: 'match-videos',
    entityName: 'matchVideo',
    table: matchVideo,
    schema: MatchVideoSchema,
    access: { read: 'member', write: 'manager' },
    tenant: true,
    relations: { match: ref('matchId', T.match) },
  },
  {
    path: 'match-external-ids',
    entityName: 'matchExternalId',
    table: matchExternalId,
    schema: MatchExternalIdSchema,
    access: { read: 'member', write: 'manager' },
    tenant: true,
    relations: { match: ref('matchId', T.match) },
  },
  {
    path: 'possessions',
    entityName: 'possession',
    table: possession,
    schema: PossessionSchema,
    access: { read: 'member', write: 'member' },
    tenant: true,
    relations: { match: ref('matchId', T.match), team: ref('teamId', T.team) },
    idempotentByUuid: true,
    afterWrite: linkPossessionOnWrite,
    lockedBySignOff: true,
  },
  {
    path: 'events',
    entityName: 'event',
    table: event,
    schema: EventSchema,
    access: { read: 'member', write: 'member' },
    tenant: true,
    relations: { match: ref('matchId', T.match), team: ref('teamId', T.team) },
    idempotentByUuid: true,
    afterWrite: linkEventOnWrite,
    lockedBySignOff: true,
  },
  {
    path: 'organizations',
    entityName: 'organization',
    table: organization,
    schema: OrganizationSchema,
    access: { read: 'admin', write: 'admin' },
    tenant: false,
    relations: {},
    uniqueBy: { columns: ['name'], message: (row) => `An organization named ${quoted(row.name)} already exists.` },
    referencedBy: {
      label: namedAs('Organization'),
      referrers: [
        usedBy(userExtra, userExtra.organizationId, 'user'),
        usedBy(league, league.organizationId, 'league'),
        usedBy(team, team.organizationId, 'team'),
        usedBy(player, player.organizationId, 'player'),
        usedBy(match, match.organizationId, 'match', 'matches'),
      ],
    },
  },
  {
    path: 'user-extras',
    entityName: 'userExtra',
    table: userExtra,
    // The id is the user's (shared primary key), so the user is required and the id never comes from a body.
    schema: UserExtraSchema,
    access: { read: 'admin', write: 'admin' },
    tenant: false,
    relations: { user: ref('id', T.user), organization: ref('organizationId', T.organization, false) },
    idFromRelation: 'user',
    isCallerData: true,
  },
];
