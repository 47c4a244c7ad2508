import type { LivePlay } from '../../domain/live/liveSnapshot';
import { TEAM_SIDES, type TeamSide } from '../../domain/model';
import type { TeamMatchView } from '../../domain/stats';
import { playerDisplayName } from '../../domain/stats/players';
import { secondsLeftInQuarter } from './secondsLeftInQuarter';

/**
 * What a team itself does, in its own log's words: its shots, its players excluded, its penalty fouls,
 * turnovers, swim-offs won, time-outs and cards. The other half of a happening (SHOOTAGAINST, …) is the
 * opponent's play, so each side contributes only these and a pair the two scorers linked is one play.
 */
const OWN_PLAY_TYPES: ReadonlySet<string> = new Set([
  'SHOOT',
  'EXCLUSIONFOR',
  'PENALTYFOUL',
  'BALLLOST',
  'SWIMOFF',
  'TIMEOUT',
  'YELLOW_CARD',
  'RED_CARD',
]);

/** The play-by-play of both sides, newest first; player names only when the share shows them. */
export function livePlays(
  views: Record<TeamSide, TeamMatchView>,
  quarterLength: number,
  showNames: boolean,
): LivePlay[] {
  const plays = TEAM_SIDES.flatMap((side) => {
    const view = views[side];
    return view.events
      .filter((event) => OWN_PLAY_TYPES.has(event.type))
      .map((event, order) => {
        const rostered = event.playerNumber == null ? undefined : view.roster.get(event.playerNumber);
        const play: LivePlay = {
          id: event.uuid,
          quarter: event.quarter,
          time: secondsLeftInQuarter(event.time, event.quarter, quarterLength),
          team: side,
          type: event.type,
          situation: event.shootSituation ?? null,
          outcome: event.shootOutcome ?? null,
          cap: event.playerNumber ?? null,
          player: showNames && rostered ? playerDisplayName(rostered.player) : null,
          shotFrom:
            event.type === 'SHOOT' && event.shootFromPoolX != null && event.shootFromPoolY != null
              ? { x: event.shootFromPoolX, y: event.shootFromPoolY }
              : null,
        };
        return { play, matchTime: event.time, order };
      });
  });
  plays.sort((a, b) => b.matchTime - a.matchTime || b.order - a.order);
  return plays.map(({ play }) => play);
}
