import type { TeamStatistics } from '../../domain/stats';
import { statisticsText } from './statisticsText';

export function teamName(team: TeamStatistics): string {
  return team.team.name ?? statisticsText('fallback.team', { id: team.team.id });
}
