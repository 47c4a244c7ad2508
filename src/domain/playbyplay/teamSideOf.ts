import type { TeamSide } from '../model';
import type { PlayByPlayRow, PlayByPlayTeams } from './types';

/** team1 or team2 for a row's printed team code (case-insensitive), or null for a code of neither. */
export function teamSideOf(teams: PlayByPlayTeams, row: Pick<PlayByPlayRow, 'team'>): TeamSide | null {
  const code = row.team.trim().toUpperCase();
  if (code === teams.team1.code.toUpperCase()) return 'team1';
  if (code === teams.team2.code.toUpperCase()) return 'team2';
  return null;
}
