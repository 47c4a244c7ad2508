import { and, eq, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import { CapSchema, IdSchema } from '../../domain/model';
import { requireAccess } from '../auth/guards';
import { match, matchPlayer, player } from '../db/schema';
import type { AppEnv } from '../http/appEnv';
import { parseIdParam } from '../http/parseIdParam';
import { parseWith } from '../http/parseWith';
import { httpProblem, validationProblem, type FieldError } from '../http/problem';
import { readJsonBody } from '../http/readJsonBody';
import { describeResource } from '../resources/describeResource';
import { presentRows } from '../resources/presentRows';
import type { ResourceConfig } from '../resources/resourceConfig';
import { findOwnedRow } from './findOwnedRow';
import { rosterCapConflicts } from './rosterCapConflicts';

const IdRef = v.object({ id: IdSchema });
export const AddBody = v.object({
  team: IdRef,
  players: v.pipe(
    v.array(v.object({ player: IdRef, cap: CapSchema, goalKeeper: v.optional(v.boolean(), false) })),
    v.minLength(1),
    v.maxLength(60),
  ),
});
export const SwapBody = v.object({ a: IdRef, b: IdRef });

/**
 * Roster tools of the match detail: POST /api/matches/{id}/roster adds several players of one team in one
 * transaction (all or nothing; a cap used twice is a 409 naming it), POST …/roster/swap exchanges the caps
 * of two match players of the same team.
 */
export function matchRosterRoutes(matchPlayers: ResourceConfig): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  const model = describeResource(matchPlayers);

  router.post('/:id/roster', async (c) => {
    const principal = requireAccess(c, 'manager');
    const orgId = principal.organizationId;
    const matchId = parseIdParam(c.req.param('id'));
    const { db } = c.get('deps');
    const owned = await findOwnedRow(db, match, matchId, orgId, 'match');
    const body = parseWith(AddBody, await readJsonBody(c), 'roster');
    const teamId = body.team.id;
    if (teamId !== owned.team1Id && teamId !== owned.team2Id) {
      throw validationProblem([{ objectName: 'roster', field: 'team', message: 'The team does not play this match' }]);
    }
    const playerIds = body.players.map((entry) => entry.player.id);
    const known = await db
      .select({ id: player.id })
      .from(player)
      .where(and(inArray(player.id, playerIds), eq(player.organizationId, orgId!)));
    const missing: FieldError[] = body.players.flatMap((entry, index) =>
      known.some((row) => row.id === entry.player.id)
        ? []
        : [
            {
              objectName: 'roster',
              field: `players.${index}.player`,
              message: `player ${entry.player.id} does not exist`,
            },
          ],
    );
    if (missing.length) throw validationProblem(missing);
    const existing = await db
      .select({ cap: matchPlayer.cap, teamId: matchPlayer.teamId, playerId: matchPlayer.playerId })
      .from(matchPlayer)
      .where(eq(matchPlayer.matchId, matchId));
    const conflicts = rosterCapConflicts(body.players, existing, teamId);
    if (conflicts.length) {
      const problem = httpProblem(409, conflicts.map((conflict) => conflict.message).join('; '));
      problem.problem.fieldErrors = conflicts.map((conflict) => ({ objectName: 'roster', ...conflict }));
      throw problem;
    }
    const rows = await db.transaction((tx) =>
      tx
        .insert(matchPlayer)
        .values(
          body.players.map((entry) => ({
            organizationId: orgId!,
            matchId,
            teamId,
            playerId: entry.player.id,
            cap: entry.cap,
            goalKeeper: entry.goalKeeper,
          })),
        )
        .returning(),
    );
    return c.json(await presentRows(db, matchPlayers, model.fields, rows, orgId), 201);
  });

  router.post('/:id/roster/swap', async (c) => {
    const principal = requireAccess(c, 'manager');
    const orgId = principal.organizationId;
    const matchId = parseIdParam(c.req.param('id'));
    const { db } = c.get('deps');
    await findOwnedRow(db, match, matchId, orgId, 'match');
    const body = parseWith(SwapBody, await readJsonBody(c), 'swap');
    const [a, b] = await Promise.all(
      [body.a.id, body.b.id].map((id) => findOwnedRow(db, matchPlayer, id, orgId, 'matchPlayer')),
    );
    if (a!.matchId !== matchId || b!.matchId !== matchId || a!.teamId !== b!.teamId || a!.id === b!.id) {
      throw httpProblem(400, 'Only two different players of the same team in this match can swap caps');
    }
    const rows = await db.transaction(async (tx) => {
      // (match, team, cap) is unique: park one cap on a negative value for the moment of the swap.
      await tx.update(matchPlayer).set({ cap: -a!.cap }).where(eq(matchPlayer.id, a!.id));
      const [second] = await tx.update(matchPlayer).set({ cap: a!.cap }).where(eq(matchPlayer.id, b!.id)).returning();
      const [first] = await tx.update(matchPlayer).set({ cap: b!.cap }).where(eq(matchPlayer.id, a!.id)).returning();
      return [first!, second!];
    });
    return c.json(await presentRows(db, matchPlayers, model.fields, rows, orgId));
  });
  return router;
}
