import type { PlayByPlayRow } from '../../domain/playbyplay';

/**
 * Which printed team code is team1 and which team2: the teams' own codes (short names) when both are
 * printed, otherwise the first two codes in printed order (the official sheets list the home team first).
 */
export function resolveTeamCodes(
  rows: readonly Pick<PlayByPlayRow, 'team'>[],
  preferred: { team1: string; team2: string },
): { team1: string; team2: string } {
  const printed = [...new Set(rows.map((row) => row.team.trim().toUpperCase()))];
  const has = (code: string) => printed.includes(code.trim().toUpperCase());
  if (has(preferred.team1) && has(preferred.team2)) return preferred;
  return { team1: printed[0] ?? preferred.team1, team2: printed[1] ?? preferred.team2 };
}
