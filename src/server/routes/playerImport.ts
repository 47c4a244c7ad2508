import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import { CapSchema, IdSchema, PlayerSchema } from '../../domain/model';
import { requireAccess } from '../auth/guards';
import { match, matchPlayer, player, team } from '../db/schema';
import type { AppEnv } from '../http/appEnv';
import { parseIdParam } from '../http/parseIdParam';
import { parseWith } from '../http/parseWith';
import { validationProblem } from '../http/problem';
import { readJsonBody } from '../http/readJsonBody';
import { describeResource } from '../resources/describeResource';
import { presentRows } from '../resources/presentRows';
import type { ResourceConfig } from '../resources/resourceConfig';
import { findOwnedRow } from './findOwnedRow';
import { rosterCapConflicts } from './rosterCapConflicts';

const ImportBody = v.object({
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
 * POST /api/teams/{id}/players/import: players from a CSV the client has parsed and previewed, created in one
 * transaction for the team, optionally also onto a match roster with their caps. Any bad row rejects all.
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
      const existing = await db
        .select({ cap: matchPlayer.cap, teamId: matchPlayer.teamId, playerId: matchPlayer.playerId })
        .from(matchPlayer)
        .where(eq(matchPlayer.matchId, target.id));
      // New players cannot be on the roster yet: number them so only caps can conflict.
      const entries = body.players.map((row, index) => ({ player: { id: -1 - index }, cap: row.cap! }));
      const conflicts = rosterCapConflicts(entries, existing, teamId);
      if (conflicts.length)
        throw validationProblem(conflicts.map((conflict) => ({ objectName: 'playerImport', ...conflict })));
    }
    const { players, matchPlayers } = await db.transaction(async (tx) => {
      const created = await tx
        .insert(player)
        .values(
          body.players.map((row) => ({
            organizationId: orgId!,
            teamId,
            firstName: row.firstName,
            lastName: row.lastName,
            birthYear: row.birthYear ?? null,
          })),
        )
        .returning();
      const rostered = target
        ? await tx
            .insert(matchPlayer)
            .values(
              created.map((row, index) => ({
                organizationId: orgId!,
                matchId: target.id,
                teamId,
                playerId: row.id,
                cap: body.players[index]!.cap!,
                goalKeeper: body.players[index]!.goalKeeper,
              })),
            )
            .returning()
        : [];
      return { players: created, matchPlayers: rostered };
    });
    return c.json(
      {
        players: await presentRows(db, resources.players, playerModel.fields, players, orgId),
        matchPlayers: await presentRows(db, resources.matchPlayers, matchPlayerModel.fields, matchPlayers, orgId),
      },
      201,
    );
  });
  return router;
}
