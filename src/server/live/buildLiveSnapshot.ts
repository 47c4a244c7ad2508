import type { LiveSnapshot } from '../../domain/live/liveSnapshot';
import type { TeamSide } from '../../domain/model';
import { matchDifferences } from '../../domain/review/matchDifferences';
import { matchScore } from '../../domain/score';
import { applyStatsFilter, type TeamMatchView } from '../../domain/stats';
import { currentClock } from './currentClock';
import type { LiveMatchData } from './liveMatchData';
import { livePlays } from './livePlays';
import { liveTeam } from './liveTeam';

/**
 * The public view of one shared match (src/domain/live/liveSnapshot.ts). Each team is read from its side of
 * the match as the statistics read it (its own log, else the opponent's mirrored), so two scorers' linked
 * rows count once. Nothing of the organisation beyond this match's names and figures is in it.
 */
export function buildLiveSnapshot(data: LiveMatchData, showNames: boolean, version: number): LiveSnapshot {
  const { match } = data;
  // The figures shown are read from events alone (man-up as published officially); possessions only move the clock.
  const [team1, team2] = applyStatsFilter([{ ...data, possessions: [] }], {}) as [TeamMatchView, TeamMatchView];
  const views: Record<TeamSide, TeamMatchView> = { team1, team2 };
  const hasShootout = [team1, team2].some((view) => matchScore(view.events).shootout !== null);
  return {
    version,
    match: { name: match.name, status: match.status, startsAt: match.startsAt?.toISOString() ?? null },
    showNames,
    poolLength: data.poolLength,
    teams: {
      team1: liveTeam(team1, match.team1.name, { hasShootout, timeoutsPerMatch: data.timeoutsPerMatch }),
      team2: liveTeam(team2, match.team2.name, { hasShootout, timeoutsPerMatch: data.timeoutsPerMatch }),
    },
    ...currentClock(data),
    plays: livePlays(views, data.quarterLength, showNames),
    differences: matchDifferences(data.events, match.team1.id).length,
  };
}
