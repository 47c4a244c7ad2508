/**
 * The roster of one team of a real match (tests/fixtures/realmatch), as a scorer would load it before the match:
 * caps, names and goalkeepers from box-score.json, completed by the play-by-play where the report is silent.
 */
import type { RosterPlayer } from '../../../src/domain/capture';
import type { PlayByPlayRow } from '../../../src/domain/playbyplay';

/** The rules give the starting goalkeeper cap 1: it stands in when neither the report nor the log names one. */
const RULES_GOALKEEPER_CAP = 1;

export type RealMatchRoster = {
  players: RosterPlayer[];
  /** Caps the report names as starters (its starting goalkeeper first), in its order; empty when it names none. */
  starters: number[];
  /** Players of the report the scorer cannot tap, with why. */
  leftOut: string[];
};

/** A published player, in either of the two box-score shapes of the fixtures. */
type PublishedPlayer = { name: string; cap: number | null; role: string | null };

/**
 * Two shapes: the 2017 organiser reports list `name_as_published`, `lineup_role` and the cap matched from the
 * play-by-play (`cap_inferred_from_pbp`, null for a player the log never names); the 2025 score sheet lists `cap`
 * and `name`, with no lineup.
 */
function publishedPlayers(boxScore: unknown, code: string): PublishedPlayer[] {
  const box = boxScore as {
    published?: { teams?: Record<string, { players?: Record<string, unknown>[] }> };
    teams?: Record<string, { players?: Record<string, unknown>[] }>;
  };
  const team = box.published?.teams?.[code] ?? box.teams?.[code];
  return (team?.players ?? []).map((player) => ({
    name: String(player.name_as_published ?? player.name ?? ''),
    cap:
      typeof (player.cap_inferred_from_pbp ?? player.cap) === 'number'
        ? Number(player.cap_inferred_from_pbp ?? player.cap)
        : null,
    role: typeof player.lineup_role === 'string' ? player.lineup_role : null,
  }));
}

/** "P. Stellet" → P. / Stellet, "KAEWMANEE Suteenan" → Suteenan / KAEWMANEE: enough to label a cap's button. */
function namesOf(printed: string): { firstName: string; lastName: string } {
  const words = printed.trim().split(/\s+/);
  if (words.length < 2) return { firstName: '-', lastName: words[0] || '-' };
  const isSurnameFirst = words[0] === words[0]!.toUpperCase() && words[0]!.length > 2;
  return isSurnameFirst
    ? { firstName: words.slice(1).join(' '), lastName: words[0]! }
    : { firstName: words.slice(0, -1).join(' '), lastName: words.at(-1)! };
}

/**
 * The team's roster: every published player with a known cap, and every cap the log shows acting that the report
 * leaves out (named as the log prints them). Goalkeepers: the report's starting goalkeeper and every GK_START cap;
 * when neither names one, cap 1.
 */
export function realMatchRoster(boxScore: unknown, code: string, rows: readonly PlayByPlayRow[]): RealMatchRoster {
  const published = publishedPlayers(boxScore, code);
  const ownRows = rows.filter((row) => row.team === code && row.cap !== null);
  const keepers = new Set(ownRows.filter((row) => row.action === 'GK_START').map((row) => row.cap!));
  for (const player of published) if (player.role === 'starting GK' && player.cap !== null) keepers.add(player.cap);
  if (keepers.size === 0) keepers.add(RULES_GOALKEEPER_CAP);

  const players: RosterPlayer[] = [];
  const leftOut: string[] = [];
  for (const player of published) {
    if (player.cap === null) leftOut.push(`${player.name}: no cap (the log never names this player)`);
    else players.push({ cap: player.cap, ...namesOf(player.name), goalKeeper: keepers.has(player.cap) });
  }
  for (const row of ownRows) {
    if (players.some((player) => player.cap === row.cap)) continue;
    players.push({ cap: row.cap!, ...namesOf(row.player), goalKeeper: keepers.has(row.cap!) });
  }
  const starters = published
    .filter((player) => player.cap !== null && (player.role === 'starting GK' || player.role === 'starter'))
    .sort((a, b) => Number(b.role === 'starting GK') - Number(a.role === 'starting GK'))
    .map((player) => player.cap!);
  return { players: players.sort((a, b) => a.cap - b.cap), starters, leftOut };
}
