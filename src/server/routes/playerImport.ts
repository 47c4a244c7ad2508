import { and, eq, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import { CapSchema, IdSchema, PlayerSchema } from '../../domain/model';
import { findSamePlayer } from '../../domain/players';
import { requireAccess } from '../auth/guards';
import type { Database } from '../db/database';
import { match, matchPlayer, player, team } from '../db/schema';
import type { AppEnv } from '../http/appEnv';
import { parseIdParam } from '../http/parseIdParam';
import { parseWith } from '../http/parseWith';
import { validationProblem } from '../http/problem';
import { readJsonBody } from '../http/readJsonBody';
import { describeResource } from '../resources/describeResource';
import { lockReferenceNames } from '../resources/lockReferenceNames';
import { presentRows } from '../resources/presentRows';
import type { ResourceConfig } from '../resources/resourceConfig';
import { findOwnedRow } from './findOwnedRow';
import { rosterCapConflicts } from './rosterCapConflicts';

export const ImportBody = v.object({
  players: v.pipe(
    v.array(
      v.object({
        firstName: PlayerSchema.entries.firstName,
        lastName: PlayerSchema.entries.lastName,
        birthYear: PlayerSchema.entries.birthYear,
        cap: v.nullish(CapSchema),
        goalKeeper: v.optional(v.boolean(), false),
      }),
    ),
    v.minLength(1),
    v.maxLength(200),
  ),
  /** Also put every imported player on this match's roster (caps required then). */
  match: v.nullish(v.object({ id: IdSchema })),
});

/**
 * POST /api/teams/{id}/players/import: players from a CSV the client has parsed and previewed, written in one
 * transaction for the team, optionally also onto a match roster with their caps. A row naming a player the
 * team has (same first name, last name and birth year) updates that player and their roster entry; the
 * answer counts the players `created` and `updated`. Any bad row rejects all.
 */
export function playerImportRoutes(resources: { players: ResourceConfig; matchPlayers: ResourceConfig }): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  const playerModel = describeResource(resources.players);
  const matchPlayerModel = describeResource(resources.matchPlayers);

  router.post('/:id/players/import', async (c) => {
    const principal = requireAccess(c, 'manager');
    const orgId = principal.organizationId;
    const teamId = parseIdParam(c.req.param('id'));
    const { db } = c.get('deps');
    await findOwnedRow(db, team, teamId, orgId, 'team');
    const body = parseWith(ImportBody, await readJsonBody(c), 'playerImport');
    const target = body.match ? await findOwnedRow(db, match, body.match.id, orgId, 'match') : null;
    if (target && target.team1Id !== teamId && target.team2Id !== teamId) {
      throw validationProblem([
        { objectName: 'playerImport', field: 'match', message: 'The team does not play this match' },
      ]);
    }
    if (target) {
      const missingCaps = body.players.flatMap((row, index) =>
        row.cap == null
          ? [{ objectName: 'playerImport', field: `players.${index}.cap`, message: 'A cap is needed for the roster' }]
          : [],
      );
      if (missingCaps.length) throw validationProblem(missingCaps);
    }
    // The team's players are read under the organisation's names lock, in the transaction that writes: a player
    // created meanwhile by another request is found here, never created twice.
    const { players, matchPlayers, same } = await db.transaction(async (tx) => {
      await lockReferenceNames(tx, orgId);
      const teamPlayers = await tx
        .select({ id: player.id, firstName: player.firstName, lastName: player.lastName, birthYear: player.birthYear })
        .from(player)
        .where(and(eq(player.teamId, teamId), eq(player.organizationId, orgId!)));
      const same = samePlayersOf(body.players, teamPlayers);
      const rosterRows = target
        ? await tx
            .select({
              id: matchPlayer.id,
              cap: matchPlayer.cap,
              teamId: matchPlayer.teamId,
              playerId: matchPlayer.playerId,
            })
            .from(matchPlayer)
            .where(eq(matchPlayer.matchId, target.id))
        : [];
      // A re-imported player's own roster entry is rewritten, so its cap is free for the rows of this import.
      const rewritten = rosterRows.filter((row) => row.teamId === teamId && same.ids.includes(row.playerId));
      if (target) {
        const kept = rosterRows.filter((row) => !rewritten.includes(row));
        // New players cannot be on the roster yet: number them so only caps can conflict.
        const entries = body.players.map((row, index) => ({
          player: { id: same.ids[index] ?? -1 - index },
          cap: row.cap!,
        }));
        const conflicts = rosterCapConflicts(entries, kept, teamId);
        if (conflicts.length)
          throw validationProblem(conflicts.map((conflict) => ({ objectName: 'playerImport', ...conflict })));
      }
      const fresh = body.players.filter((_, index) => same.ids[index] === undefined);
      const created = fresh.length
        ? await tx
            .insert(player)
            .values(
              fresh.map((row) => ({
                organizationId: orgId!,
                teamId,
                firstName: row.firstName,
                lastName: row.lastName,
                birthYear: row.birthYear ?? null,
              })),
            )
            .returning()
        : [];
      for (const [index, row] of body.players.entries()) {
        const id = same.ids[index];
        if (id !== undefined && row.birthYear != null)
          await tx.update(player).set({ birthYear: row.birthYear }).where(eq(player.id, id));
      }
      const updated = same.count ? await tx.select().from(player).where(inArray(player.id, same.known)) : [];
      const createdQueue = [...created];
      const inOrder = body.players.map((_, index) => {
        const id = same.ids[index];
        return id === undefined ? createdQueue.shift()! : updated.find((row) => row.id === id)!;
      });
      const rostered = target ? await writeRoster(tx, orgId!, target.id, teamId, body.players, inOrder, rewritten) : [];
      return { players: inOrder, matchPlayers: rostered, same };
    });
    return c.json(
      {
        created: body.players.length - same.count,
        updated: same.count,
        players: await presentRows(db, resources.players, playerModel.fields, players, orgId),
        matchPlayers: await presentRows(db, resources.matchPlayers, matchPlayerModel.fields, matchPlayers, orgId),
      },
      same.count === body.players.length ? 200 : 201,
    );
  });
  return router;
}

type ImportRow = v.InferOutput<typeof ImportBody>['players'][number];
type TeamPlayer = { id: number; firstName: string; lastName: string; birthYear: number | null };
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * The existing player of the team each row names (by first name, last name and birth year), so a roster
 * imported again updates its players instead of creating them twice. A row naming several players, or the
 * same player as an earlier row, is refused on its row.
 */
function samePlayersOf(rows: readonly ImportRow[], teamPlayers: readonly TeamPlayer[]) {
  const problems: { objectName: string; field: string; message: string }[] = [];
  const ids = rows.map((row, index) => {
    const earlier = rows.slice(0, index).findIndex((other) => findSamePlayer(row, [other]) !== null);
    if (earlier !== -1) {
      problems.push({
        objectName: 'playerImport',
        field: `players.${index}.firstName`,
        message: `${row.firstName} ${row.lastName} is also row ${earlier + 1} of the import`,
      });
    }
    const found = findSamePlayer(row, teamPlayers);
    if (found === 'ambiguous') {
      problems.push({
        objectName: 'playerImport',
        field: `players.${index}.lastName`,
        message: `Several players of the team are called ${row.firstName} ${row.lastName}; give the birth year`,
      });
    }
    return found === null || found === 'ambiguous' ? undefined : found.id;
  });
  if (problems.length) throw validationProblem(problems);
  const known = ids.filter((id): id is number => id !== undefined);
  return { ids, known, count: known.length };
}

/**
 * Each imported player onto the match roster with the row's cap and goalkeeper flag: a player already on it
 * has their entry rewritten, the others get one. The rewritten entries first step aside to caps no one
 * uses (minus their id), so two players swapping caps never meet the one-cap-per-team rule halfway.
 */
async function writeRoster(
  tx: Transaction,
  organizationId: number,
  matchId: number,
  teamId: number,
  rows: readonly ImportRow[],
  players: readonly { id: number }[],
  rewritten: readonly { id: number; playerId: number }[],
) {
  for (const entry of rewritten)
    await tx.update(matchPlayer).set({ cap: -entry.id }).where(eq(matchPlayer.id, entry.id));
  const result = [];
  for (const [index, row] of rows.entries()) {
    const playerId = players[index]!.id;
    const entry = rewritten.find((candidate) => candidate.playerId === playerId);
    const values = { cap: row.cap!, goalKeeper: row.goalKeeper };
    const [written] = entry
      ? await tx.update(matchPlayer).set(values).where(eq(matchPlayer.id, entry.id)).returning()
      : await tx
          .insert(matchPlayer)
          .values({ organizationId, matchId, teamId, playerId, ...values })
          .returning();
    result.push(written!);
  }
  return result;
}
