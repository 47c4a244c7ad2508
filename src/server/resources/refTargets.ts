import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { appUser, league, match, organization, player, team } from '../db/schema';

/** What a relationship points at and how it is shown nested in a response (`team1: {id, name}`). */
export type RefTarget = {
  table: PgTable;
  id: PgColumn;
  /** Set for tenant tables: a reference must lie in the caller's organisation. */
  organizationId?: PgColumn;
  columns: Record<string, PgColumn>;
  present: (row: Record<string, unknown>) => Record<string, unknown>;
};

const named = (table: PgTable & { id: PgColumn; name: PgColumn }, organizationId?: PgColumn): RefTarget => ({
  table,
  id: table.id,
  ...(organizationId ? { organizationId } : {}),
  columns: { id: table.id, name: table.name },
  present: (row) => ({ id: row.id, name: row.name }),
});

export const REF_TARGETS = {
  organization: named(organization),
  league: named(league, league.organizationId),
  team: named(team, team.organizationId),
  match: named(match, match.organizationId),
  player: {
    table: player,
    id: player.id,
    organizationId: player.organizationId,
    columns: { id: player.id, firstName: player.firstName, lastName: player.lastName },
    present: (row) => ({
      id: row.id,
      firstName: row.firstName,
      lastName: row.lastName,
      name: `${row.firstName} ${row.lastName}`,
    }),
  },
  user: {
    table: appUser,
    id: appUser.id,
    columns: { id: appUser.id, login: appUser.login },
    present: (row) => ({ id: row.id, login: row.login }),
  },
} satisfies Record<string, RefTarget>;
