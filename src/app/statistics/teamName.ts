import type { TeamStatistics } from '../../domain/stats';

export function teamName(team: TeamStatistics): string {
  return team.team.name ?? `Team ${team.team.id}`;
}
