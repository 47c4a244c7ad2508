import type { LiveSnapshot } from '../../domain/live/liveSnapshot';
import type { TeamSide } from '../../domain/model';
import { matchDifferences } from '../../domain/review/matchDifferences';
import { matchScore } from '../../domain/score';
import { applyStatsFilter, type TeamMatchView } from '../../domain/stats';
import { liveSecondsLeft, type LiveClock } from '../../domain/live/liveClock';
import { currentClock } from './currentClock';
import type { LiveMatchData } from './liveMatchData';
import { livePlays } from './livePlays';
import { liveTeam } from './liveTeam';

/**
 * The public view of one shared match (src/domain/live/liveSnapshot.ts). Each team is read from its side of
 * the match as the statistics read it (its own log, else the opponent's mirrored), so two scorers' linked
 * rows count once. Nothing of the organisation beyond this match's names and figures is in it.
 */
export function buildLiveSnapshot(
  data: LiveMatchData,
  showNames: boolean,
  version: number,
  reported?: { clock: LiveClock | null; now: number },
): LiveSnapshot {
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
    ...clockOf(data, reported),
    plays: livePlays(views, data.quarterLength, showNames),
    differences: matchDifferences(data.events, match.team1.id).length,
  };
}

/**
 * The quarter and seconds left: from the scorer's reported clock when there is one, the match is not over and the
 * clock is not behind the last recorded moment's quarter (a report from before); else from that last moment.
 */
function clockOf(
  data: LiveMatchData,
  reported: { clock: LiveClock | null; now: number } | undefined,
): { quarter: number; timeLeft: number; clock?: LiveClock } {
  const recorded = currentClock(data);
  const clock = reported?.clock;
  if (!clock || data.match.status === 'ENDED' || clock.quarter < recorded.quarter) return recorded;
  return {
    quarter: clock.quarter,
    timeLeft: Math.max(0, Math.ceil(liveSecondsLeft(clock, reported.now) - 1e-9)),
    clock,
  };
}
