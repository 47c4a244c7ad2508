import type { MatchEvent, Possession, TeamSide } from '../model';

/** Normalised action codes of an official play-by-play (tests/fixtures/realmatch/README.md). */
export type PlayByPlayAction =
  | 'GOAL'
  | 'SHOT_SAVED'
  | 'SHOT_MISSED'
  | 'SHOT_POST'
  | 'SHOT_BLOCKED'
  | 'EXCLUSION'
  | 'EXCLUSION_WITH_SUBSTITUTION'
  | 'PENALTY_FOUL'
  | 'TURNOVER'
  | 'STEAL'
  | 'SPRINT_WON'
  | 'TIMEOUT'
  | 'GK_START'
  | 'YELLOW_CARD'
  | 'RED_CARD'
  | 'CHALLENGE_LOST'
  | (string & {});

/** One line of `quarter,clock,team,cap,player,action,detail`, typed. */
export type PlayByPlayRow = {
  /** The line of the file it was read from (1-based), for messages. */
  line?: number;
  /** 1–4, 5 = penalty shootout. */
  quarter: number;
  /** The clock as printed: time remaining in the quarter. */
  clock: string;
  secondsRemaining: number;
  /** Team code as printed (USA, ESP, THA, …). */
  team: string;
  cap: number | null;
  player: string;
  action: PlayByPlayAction;
  detail: string;
};

/** Which team code plays as team1 and team2, and the entity ids to write. */
export type PlayByPlayTeams = {
  team1: { id: number; code: string };
  team2: { id: number; code: string };
};

export type PlayByPlayConversionOptions = PlayByPlayTeams & {
  match: { id: number };
  newUuid: () => string;
  /** Seconds per quarter (docs/design.md §6); default 480. */
  quarterLength?: number;
  /** Seconds an exclusion lasts, the league's rule (docs/design.md §6): how long a man-up runs; default 20. */
  exclusionTime?: number;
};

export type ConvertedPlayByPlay = {
  /** Events of both teams, each seen from its own team (docs/design.md §6), in play order. */
  events: MatchEvent[];
  possessions: Possession[];
};

/** One suggestion of the capture screen's tip strip (docs/design.md §6). `time` is seconds from match start. */
export type EventTip = {
  quarter: number;
  time: number;
  side: TeamSide;
  code: string;
  cap?: number;
};
