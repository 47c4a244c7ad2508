import { randomUUID } from 'node:crypto';
import { count } from 'drizzle-orm';
import { replayMatchScript } from '../../domain/capture/script';
import { parsePlayByPlayCsv } from '../../domain/playbyplay';
import type { MatchScript, ScriptTeam } from '../../domain/capture/script/types';
import type { MatchEvent, Possession } from '../../domain/model';
import { hashPassword } from '../auth/passwords';
import type { Database } from '../db/database';
import {
  appUser,
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
import { tipsFromPlayByPlayCsv } from '../playByPlay/tipsFromPlayByPlayCsv';
import { loadDemoPlayByPlays, loadDemoScripts } from './loadDemoScripts';

const DEMO_USERS = [
  { login: 'admin', firstName: 'Administrator', lastName: 'Administrator', authorities: ['ROLE_ADMIN', 'ROLE_USER'] },
  { login: 'user', firstName: 'User', lastName: 'User', authorities: ['ROLE_USER'] },
  { login: 'analyst', firstName: 'Analyst', lastName: 'Analyst', authorities: ['ROLE_ANALYST'] },
] as const;

const DAY_MS = 86_400_000;
export const DEMO_VIDEO_URL = '/demo/match-clock.webm';
const BATCH = 500;

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [users] = await db.select({ n: count() }).from(appUser);
  return (users?.n ?? 0) === 0;
}

/** The demo's teams: every team of the scripted matches, once, in order of appearance. */
function teamsOf(scripts: MatchScript[]): ScriptTeam[] {
  const byCode = new Map<string, ScriptTeam>();
  for (const script of scripts)
    for (const side of ['team1', 'team2'] as const) {
      if (!byCode.has(script.teams[side].code)) byCode.set(script.teams[side].code, script.teams[side]);
    }
  return [...byCode.values()];
}

/** Two scheduled fixtures between teams that have not met yet, so a scorer has matches to start. */
function scheduledPairs(teams: ScriptTeam[], scripts: MatchScript[]): [ScriptTeam, ScriptTeam][] {
  const met = new Set(scripts.map((s) => [s.teams.team1.code, s.teams.team2.code].sort().join()));
  const pairs: [ScriptTeam, ScriptTeam][] = [];
  for (const a of teams)
    for (const b of teams) {
      if (a.code < b.code && !met.has([a.code, b.code].join())) pairs.push([a, b]);
    }
  return pairs.slice(0, 2);
}

/**
 * The demo organisation of docs/design.md §5: three users, a league, the teams and rosters of the scripted
 * matches, those matches ENDED with their complete logs for both teams and the demo video (replayed through the capture
 * engine, so every event type, man-up and man-down and a shootout are there), and two scheduled matches, the
 * first with the event tips of its shipped official play-by-play.
 * Refuses (returns false) when the database already has users.
 */
export async function seedDemo(
  db: Database,
  options: { scripts?: MatchScript[]; playByPlays?: string[]; now?: Date } = {},
): Promise<boolean> {
  if (!(await isDatabaseEmpty(db))) return false;
  const now = options.now ?? new Date();
  const scripts = options.scripts ?? loadDemoScripts();
  const playByPlays = options.playByPlays ?? loadDemoPlayByPlays();
  const demoTeams = teamsOf(scripts);
  const hashes = await Promise.all(DEMO_USERS.map((u) => hashPassword(u.login)));
  await db.transaction(async (tx) => {
    const [org] = await tx.insert(organization).values({ name: 'Demo Polo Club' }).returning();
    const organizationId = org!.id;
    const users = await tx
      .insert(appUser)
      .values(
        DEMO_USERS.map((u, i) => ({
          ...u,
          authorities: [...u.authorities],
          email: `${u.login}@localhost`,
          passwordHash: hashes[i]!,
          // Each demo password is its login: asked to be changed at every login until it is.
          passwordChangeRequired: true,
          activated: true,
          langKey: 'en',
          createdBy: 'system',
        })),
      )
      .returning({ id: appUser.id });
    await tx.insert(userExtra).values(users.map((u) => ({ id: u.id, organizationId })));

    const [demoLeague] = await tx
      .insert(league)
      .values({ organizationId, name: 'Demo League', season: '2024/25', quarterLength: 480 })
      .returning();
    const teamRows = await tx
      .insert(team)
      .values(demoTeams.map((t) => ({ organizationId, name: t.name, shortName: t.code, leagueId: demoLeague!.id })))
      .returning({ id: team.id });
    const teamIdOf = new Map(demoTeams.map((t, i) => [t.code, teamRows[i]!.id]));
    const squads = demoTeams.flatMap((t) =>
      t.roster.map((p) => ({ team: t, cap: p.cap, goalKeeper: Boolean(p.goalKeeper), p })),
    );
    const playerRows = await tx
      .insert(player)
      .values(
        squads.map(({ team: t, p }, i) => ({
          organizationId,
          firstName: p.firstName ?? `Player ${p.cap}`,
          lastName: p.lastName ?? t.code,
          birthYear: 1992 + ((i * 7) % 12),
          teamId: teamIdOf.get(t.code)!,
        })),
      )
      .returning({ id: player.id });

    const fixtures = [
      ...scripts.map((s, i) => ({
        t1: s.teams.team1,
        t2: s.teams.team2,
        name: s.name,
        isEnded: true,
        days: 7 * (i - scripts.length),
      })),
      ...scheduledPairs(demoTeams, scripts).map(([a, b], i) => ({
        t1: a,
        t2: b,
        name: `${a.name} v ${b.name}`,
        isEnded: false,
        days: 7 * (i + 1),
      })),
    ];
    const matchRows = await tx
      .insert(match)
      .values(
        fixtures.map((f) => {
          const startsAt = new Date(now.getTime() + f.days * DAY_MS);
          return {
            organizationId,
            name: f.name,
            team1Id: teamIdOf.get(f.t1.code)!,
            team2Id: teamIdOf.get(f.t2.code)!,
            leagueId: demoLeague!.id,
            status: f.isEnded ? ('ENDED' as const) : ('SCHEDULED' as const),
            startsAt,
            startedAt: f.isEnded ? startsAt : null,
            endedAt: f.isEnded ? new Date(startsAt.getTime() + 80 * 60_000) : null,
          };
        }),
      )
      .returning({ id: match.id });

    await tx.insert(matchPlayer).values(
      fixtures.flatMap((f, mi) =>
        [f.t1, f.t2].flatMap((t) =>
          squads
            .map((s, pi) => ({ s, playerId: playerRows[pi]!.id }))
            .filter(({ s }) => s.team.code === t.code)
            .map(({ s, playerId }) => ({
              organizationId,
              matchId: matchRows[mi]!.id,
              teamId: teamIdOf.get(t.code)!,
              playerId,
              cap: s.cap,
              goalKeeper: s.goalKeeper,
            })),
        ),
      ),
    );
    await tx.insert(matchExternalId).values({ organizationId, matchId: matchRows[0]!.id, value: '4123' });
    // A scheduled match whose official play-by-play is shipped gets it as imported tips, as a data manager would.
    const tipRows = fixtures.flatMap((f, i) => {
      const csv = playByPlays.find((text) => isPlayedBetween(text, f.t1.code, f.t2.code));
      if (!csv) return [];
      const tips = tipsFromPlayByPlayCsv(
        csv,
        { team1: f.t1.code, team2: f.t2.code },
        demoLeague!.quarterLength ?? undefined,
      );
      return [
        { matchId: matchRows[i]!.id, organizationId, tips, format: 'csv', importedAt: now, importedBy: 'system' },
      ];
    });
    if (tipRows.length > 0) await tx.insert(matchTips).values(tipRows);
    // The ended matches share a short "match clock" video (public/demo): its frames show the second,
    // so every clip can be checked by eye. A video with no quarter covers the whole match.
    await tx
      .insert(matchVideo)
      .values(
        scripts.map((_, i) => ({ organizationId, matchId: matchRows[i]!.id, quarter: null, videoUrl: DEMO_VIDEO_URL })),
      );

    for (const [i, script] of scripts.entries()) {
      const logs = replayMatchScript(script, {
        matchId: matchRows[i]!.id,
        team1Id: teamIdOf.get(script.teams.team1.code)!,
        team2Id: teamIdOf.get(script.teams.team2.code)!,
        newUuid: randomUUID,
      });
      const possessions = [...logs.team1.possessions, ...logs.team2.possessions].map((p) => toRow(p, organizationId));
      const events = [...logs.team1.events, ...logs.team2.events].map((e) => toRow(e, organizationId));
      for (const chunk of chunks(possessions, BATCH)) await tx.insert(possession).values(chunk);
      for (const chunk of chunks(events, BATCH)) await tx.insert(event).values(chunk);
    }
  });
  return true;
}

/** Whether a play-by-play CSV prints exactly these two team codes. */
function isPlayedBetween(csv: string, code1: string, code2: string): boolean {
  const printed = new Set(parsePlayByPlayCsv(csv).map((row) => row.team.trim().toUpperCase()));
  return printed.size === 2 && printed.has(code1.toUpperCase()) && printed.has(code2.toUpperCase());
}

/**
 * A replayed row as a database row. The demo's logs are replayed from scripts, not tapped on a device, so they have
 * no capture instant (the replay's clock is not a time of day): recordedAt is null, as for a log from before it.
 */
function toRow<T extends MatchEvent | Possession>(entity: T, organizationId: number) {
  const { id: _id, match: m, team: t, recordedAt: _recordedAt, ...rest } = entity;
  return { ...rest, organizationId, matchId: m.id, teamId: t.id, recordedAt: null };
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
