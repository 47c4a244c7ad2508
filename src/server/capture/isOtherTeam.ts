import { gt, lt, or, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * `column <> teamId`, written as two ranges so that the (organisation, match, team) index reads only the other
 * team's rows of the match: an index cannot serve `<>`, and the rows of the writing team's own side (most of a
 * match being captured by that team's scorer) would all be read and thrown away on every write.
 */
export function isOtherTeam(column: PgColumn, teamId: number | Placeholder): SQL {
  return or(lt(column, teamId), gt(column, teamId))!;
}
