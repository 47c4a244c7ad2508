import type { LiveClock } from './liveClock';
import {
  leagueRulesOf,
  type EventType,
  type MatchStatus,
  type ShootOutcome,
  type ShootSituation,
  type TeamSide,
} from '../model';

/**
 * What `GET /api/live/{shareId}` answers and every message of its event stream carries: the public view of
 * one shared match. Nothing in it names the organisation or any other match.
 */
export type LiveSnapshot = {
  /** Grows with every change of the match's events or possessions; the stream's message id. */
  version: number;
  match: { name: string; status: MatchStatus; startsAt: string | null };
  /** False for a caps-only (youth) share: plays carry no player names. */
  showNames: boolean;
  /**
   * Metres of the pool by the match league's rules, which the shot chart's far edge follows. Absent from a snapshot
   * of an older server, still kept on a device from before: read it with livePoolLength (30 then).
   */
  poolLength?: number;
  teams: Record<TeamSide, LiveTeam>;
  /** The quarter under way (5 = penalty shootout) and the seconds left on its clock when the snapshot was built. */
  quarter: number;
  timeLeft: number;
  /**
   * The scorer's game clock, when the capture screen reports one and it is not behind the events: spectators run it
   * (liveSecondsLeft). Absent: the clock stands at the last recorded moment (`timeLeft`).
   */
  clock?: LiveClock;
  /** Newest first. */
  plays: LivePlay[];
  /**
   * Differences between the two scorers' logs not reviewed yet (issue: match review): the figures may still change.
   * Absent from a snapshot of an older server: none.
   */
  differences?: number;
};

export type LiveTeam = {
  name: string;
  score: number;
  /** Goals per quarter, index 0 = quarter 1; a shootout, when there was one, is index 4. */
  scoreByQuarter: number[];
  box: LiveBoxScore;
};

export type LiveBoxScore = {
  goals: number;
  shots: number;
  saves: number;
  exclusions: number;
  manUp: { goals: number; chances: number };
  penalties: { goals: number; attempts: number };
  timeoutsLeft: number;
};

export type LivePlay = {
  /** The event's uuid: stable across edits, so a feed can key its rows by it. */
  id: string;
  quarter: number;
  /** Seconds left in the quarter when it happened. */
  time: number;
  team: TeamSide;
  type: EventType;
  situation: ShootSituation | null;
  outcome: ShootOutcome | null;
  cap: number | null;
  /** Present only when the share shows names. */
  player: string | null;
  /** Where a shot was taken from, in the pool picture's centimetres (for the shot chart); null otherwise. */
  shotFrom: { x: number; y: number } | null;
};

/**
 * The pool the snapshot's match is played in: the World Aquatics 30 m when the snapshot names none (an older server,
 * or the last state a device kept) or a length no rule allows.
 */
export function livePoolLength(snapshot: Pick<LiveSnapshot, 'poolLength'>): number {
  return leagueRulesOf({ poolLength: snapshot.poolLength }).poolLength;
}
