import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { reusableQuery } from '../db/reusableQuery';
import { rowsFromDriver } from '../db/rowsFromDriver';
import { possession } from '../db/schema';
import type { EventRow, PossessionRow } from './linkRows';

const readPossession = reusableQuery<'organizationId' | 'matchId' | 'uuid'>((db, param) =>
  db
    .select()
    .from(possession)
    .where(
      and(
        eq(possession.organizationId, param('organizationId')),
        eq(possession.matchId, param('matchId')),
        eq(possession.uuid, param('uuid')),
      ),
    )
    .limit(1),
);

const valuesOf = (row: EventRow) => ({
  organizationId: row.organizationId,
  matchId: row.matchId,
  uuid: row.possessionUuid,
});
const possessionFromDriver = (raws: readonly Record<string, unknown>[]) =>
  rowsFromDriver(possession, raws)[0] as PossessionRow | undefined;

/** The possession an event belongs to, if it names one and it is stored. */
export async function findOwnPossession(tx: Database, row: EventRow): Promise<PossessionRow | undefined> {
  if (!row.possessionUuid) return undefined;
  return possessionFromDriver(await readPossession(tx, valuesOf(row)));
}

/** findOwnPossession for an event that names a possession, as a statement to send ahead, and the reading of its rows. */
export function ownPossessionAhead(row: EventRow & { possessionUuid: string }) {
  return { statement: readPossession.batched(valuesOf(row)), possession: possessionFromDriver };
}
