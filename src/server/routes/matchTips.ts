import { asc, eq, inArray } from 'drizzle-orm';
import type { Context } from 'hono';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { EventTip } from '../../domain/playbyplay';
import { requireAccess } from '../auth/guards';
import { refuseSignedMatches } from '../signOff/refuseSignedMatches';
import { league, match, matchExternalId, matchTips, team } from '../db/schema';
import type { AppEnv } from '../http/appEnv';
import { parseIdParam } from '../http/parseIdParam';
import { parseWith } from '../http/parseWith';
import { parseJsonText, readBodyText } from '../http/readJsonBody';
import { EventTipListSchema } from '../playByPlay/eventTipListSchema';
import { fetchExternalTips } from '../playByPlay/fetchExternalTips';
import { tipsFromPlayByPlayCsv } from '../playByPlay/tipsFromPlayByPlayCsv';
import { findOwnedRow } from './findOwnedRow';

const TEAM_CODE = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(20));

/**
 * GET/PUT/DELETE /api/matches/{id}/tips: the event tips of a match (docs/design.md §6). PUT takes a JSON list of
 * tips, or an official play-by-play CSV (Content-Type text/csv, `?team1Code=&team2Code=`, by default the
 * teams' short names). GET answers the imported tips, else the external data API's (when configured and the
 * match has an external id), else []. `X-Tips-Source` says which: import, external or none.
 */
export function matchTipsRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();

  router.get('/:id/tips', async (c) => {
    const principal = requireAccess(c, 'member');
    const id = parseIdParam(c.req.param('id'));
    const { db, config } = c.get('deps');
    const found = await findOwnedRow(db, match, id, principal.organizationId, 'match');
    const [stored] = await db.select().from(matchTips).where(eq(matchTips.matchId, id)).limit(1);
    if (stored) return answer(c, stored.tips, 'import');
    if (config.externalApiBase && config.externalApiKey) {
      const [externalId] = await db
        .select()
        .from(matchExternalId)
        .where(eq(matchExternalId.matchId, id))
        .orderBy(asc(matchExternalId.id))
        .limit(1);
      if (externalId) {
        const context = await matchContext(c, found);
        const tips = await fetchExternalTips({
          base: config.externalApiBase,
          apiKey: config.externalApiKey,
          scheduleId: externalId.value,
          codes: context.codes,
          quarterLength: context.quarterLength,
        });
        return answer(c, tips, 'external');
      }
    }
    return answer(c, [], 'none');
  });

  router.put('/:id/tips', async (c) => {
    const principal = requireAccess(c, 'manager');
    const id = parseIdParam(c.req.param('id'));
    const { db, clock } = c.get('deps');
    const found = await findOwnedRow(db, match, id, principal.organizationId, 'match');
    await refuseSignedMatches(db, [id]);
    const contentType = (c.req.header('Content-Type') ?? '').toLowerCase();
    const text = await readBodyText(c);
    let tips: EventTip[];
    let format: 'json' | 'csv';
    if (contentType.includes('csv') || contentType.startsWith('text/plain')) {
      const context = await matchContext(c, found);
      const codes = {
        team1: parseWith(TEAM_CODE, c.req.query('team1Code') ?? context.codes.team1, 'tips'),
        team2: parseWith(TEAM_CODE, c.req.query('team2Code') ?? context.codes.team2, 'tips'),
      };
      tips = tipsFromPlayByPlayCsv(text, codes, context.quarterLength);
      format = 'csv';
    } else {
      const body = parseJsonText(text);
      const list = Array.isArray(body) ? body : (body as { tips?: unknown } | null)?.tips;
      tips = parseWith(EventTipListSchema, list, 'tips').map(withoutNullCap);
      format = 'json';
    }
    const values = {
      organizationId: principal.organizationId!,
      tips,
      format,
      importedAt: clock(),
      importedBy: principal.login,
    };
    await db
      .insert(matchTips)
      .values({ matchId: id, ...values })
      .onConflictDoUpdate({ target: matchTips.matchId, set: values });
    return answer(c, tips, 'import');
  });

  router.delete('/:id/tips', async (c) => {
    const principal = requireAccess(c, 'manager');
    const id = parseIdParam(c.req.param('id'));
    const { db } = c.get('deps');
    await findOwnedRow(db, match, id, principal.organizationId, 'match');
    await refuseSignedMatches(db, [id]);
    await db.delete(matchTips).where(eq(matchTips.matchId, id));
    return c.body(null, 204);
  });
  return router;
}

function answer(c: Context<AppEnv>, tips: EventTip[], source: 'import' | 'external' | 'none') {
  c.header('X-Tips-Source', source);
  return c.json(tips);
}

function withoutNullCap(tip: v.InferOutput<typeof EventTipListSchema>[number]): EventTip {
  const { cap, ...rest } = tip;
  return cap == null ? rest : { ...rest, cap };
}

/** The match's team codes (short name, else name) and its league's quarter length. */
async function matchContext(c: Context<AppEnv>, found: typeof match.$inferSelect) {
  const { db } = c.get('deps');
  const teams = await db
    .select({ id: team.id, name: team.name, shortName: team.shortName })
    .from(team)
    .where(inArray(team.id, [found.team1Id, found.team2Id]));
  const codeOf = (id: number) => {
    const row = teams.find((t) => t.id === id);
    return (row?.shortName || row?.name || '').toUpperCase();
  };
  const [ownLeague] = found.leagueId
    ? await db.select({ quarterLength: league.quarterLength }).from(league).where(eq(league.id, found.leagueId))
    : [];
  return {
    codes: { team1: codeOf(found.team1Id), team2: codeOf(found.team2Id) },
    quarterLength: ownLeague?.quarterLength ?? undefined,
  };
}
