import { count } from 'drizzle-orm';
import type { MatchEvent, Possession, Ref, TeamSide } from '../../domain/model';
import { hashPassword } from '../auth/passwords';
import type { Database } from '../db/database';
import {
  appUser,
  event,
  league,
  match,
  matchExternalId,
  matchPlayer,
  organization,
  player,
  possession,
  team,
  userExtra,
} from '../db/schema';
import { DEMO_TEAMS, demoPlayerName } from './demoRoster';

/**
 * A recorded match as the capture engine produces it: events and possessions in the shared entity shape
 * (no ids, no organisation). `team` refs are mapped onto the seeded match by `teams` (default: id 1 is
 * team1, id 2 is team2); a `side` property may be given instead.
 */
export type DemoMatchLog = {
  teams?: Record<TeamSide, number>;
  events: Array<Omit<MatchEvent, 'id' | 'match' | 'team'> & { team?: Ref; side?: TeamSide; match?: Ref }>;
  possessions: Array<Omit<Possession, 'id' | 'match' | 'team'> & { team?: Ref; side?: TeamSide; match?: Ref }>;
};

const DEMO_USERS = [
  { login: 'admin', firstName: 'Administrator', lastName: 'Administrator', authorities: ['ROLE_ADMIN', 'ROLE_USER'] },
  { login: 'user', firstName: 'User', lastName: 'User', authorities: ['ROLE_USER'] },
  { login: 'analyst', firstName: 'Analyst', lastName: 'Analyst', authorities: ['ROLE_ANALYST'] },
] as const;

const CAPS_PER_TEAM = 14;
const GOALKEEPER_CAPS = [1, 13];
const BATCH = 500;

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [users] = await db.select({ n: count() }).from(appUser);
  return (users?.n ?? 0) === 0;
}

/**
 * The demo organisation of DESIGN.md §5: three users, a league, four teams, two ended and two scheduled
 * matches with rosters, an external id; the ended matches get `matchLogs[0]` and `[1]` when given.
 * Refuses (returns false) when the database already has users.
 */
export async function seedDemo(
  db: Database,
  options: { matchLogs?: DemoMatchLog[]; now?: Date } = {},
): Promise<boolean> {
  if (!(await isDatabaseEmpty(db))) return false;
  const now = options.now ?? new Date();
  const day = 86_400_000;
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
    const teams = await tx
      .insert(team)
      .values(
        DEMO_TEAMS.map((t) => ({ organizationId, name: t.name, shortName: t.shortName, leagueId: demoLeague!.id })),
      )
      .returning({ id: team.id, name: team.name });
    const players = await tx
      .insert(player)
      .values(
        DEMO_TEAMS.flatMap((t, ti) =>
          Array.from({ length: t.squad }, (_, pi) => ({
            organizationId,
            ...demoPlayerName(ti, pi),
            birthYear: 1992 + ((ti * 5 + pi * 3) % 12),
            teamId: teams[ti]!.id,
          })),
        ),
      )
      .returning({ id: player.id, teamId: player.teamId });

    const fixtures = [
      { t1: 0, t2: 1, status: 'ENDED' as const, at: -14 },
      { t1: 2, t2: 3, status: 'ENDED' as const, at: -7 },
      { t1: 0, t2: 2, status: 'SCHEDULED' as const, at: 7 },
      { t1: 1, t2: 3, status: 'SCHEDULED' as const, at: 14 },
    ];
    const matches = await tx
      .insert(match)
      .values(
        fixtures.map((f) => {
          const startsAt = new Date(now.getTime() + f.at * day);
          const isEnded = f.status === 'ENDED';
          return {
            organizationId,
            name: `${teams[f.t1]!.name} - ${teams[f.t2]!.name}`,
            team1Id: teams[f.t1]!.id,
            team2Id: teams[f.t2]!.id,
            leagueId: demoLeague!.id,
            status: f.status,
            startsAt,
            startedAt: isEnded ? startsAt : null,
            endedAt: isEnded ? new Date(startsAt.getTime() + 80 * 60_000) : null,
          };
        }),
      )
      .returning({ id: match.id, team1Id: match.team1Id, team2Id: match.team2Id });

    await tx.insert(matchPlayer).values(
      matches.flatMap((m) =>
        [m.team1Id, m.team2Id].flatMap((teamId) =>
          players
            .filter((p) => p.teamId === teamId)
            .slice(0, CAPS_PER_TEAM)
            .map((p, i) => ({
              organizationId,
              matchId: m.id,
              teamId,
              playerId: p.id,
              cap: i + 1,
              goalKeeper: GOALKEEPER_CAPS.includes(i + 1),
            })),
        ),
      ),
    );
    await tx.insert(matchExternalId).values({ organizationId, matchId: matches[0]!.id, value: '4123' });

    for (const [i, log] of (options.matchLogs ?? []).slice(0, 2).entries()) {
      const m = matches[i]!;
      const teamOf = (entry: { team?: Ref; side?: TeamSide }) => {
        const ids = log.teams ?? { team1: 1, team2: 2 };
        const side = entry.side ?? (entry.team?.id === ids.team2 ? 'team2' : 'team1');
        return side === 'team1' ? m.team1Id : m.team2Id;
      };
      const rows = <T extends { team?: Ref; side?: TeamSide; match?: Ref }>(entries: T[]) =>
        entries.map(({ team: _team, side: _side, match: _match, ...rest }) => ({
          ...rest,
          organizationId,
          matchId: m.id,
          teamId: teamOf({ team: _team, side: _side }),
        }));
      for (const chunk of chunks(rows(log.possessions), BATCH)) await tx.insert(possession).values(chunk);
      for (const chunk of chunks(rows(log.events), BATCH)) await tx.insert(event).values(chunk);
    }
  });
  return true;
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
