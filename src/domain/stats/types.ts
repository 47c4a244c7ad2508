import type { ExclusionType, Match, MatchEvent, MatchPlayer, Possession, ShootSituation, TurnOverType } from '../model';

/** One match as the statistics read it: the match, both teams' events and possessions, its rosters. */
export type StatsMatch = {
  match: Pick<Match, 'team1' | 'team2'> & {
    id: number;
    name?: string | null;
    league?: { id: number; name?: string | null; season?: string | null } | null;
  };
  events: readonly MatchEvent[];
  possessions: readonly Possession[];
  matchPlayers?: readonly MatchPlayer[];
};

export type ManUpState = 'MAN_UP' | 'MAN_DOWN' | 'EVEN';

/**
 * The statistics screen's filter model (docs/design.md §7), applied before anything is computed. Empty or absent
 * lists mean "all". `players` holds player keys (see PlayerStatistics.key).
 */
export type StatsFilter = {
  leagueIds?: readonly number[];
  seasons?: readonly string[];
  teamId?: number | null;
  opponentIds?: readonly number[];
  matchIds?: readonly number[];
  quarters?: readonly number[];
  situations?: readonly ShootSituation[];
  players?: readonly string[];
  manUp?: ManUpState | null;
};

/**
 * One team's side of one match, seen from that team: its own events and possessions, or, when only the
 * opponent was scored, the opponent's mirrored (`isMirrored`).
 */
export type TeamMatchView = {
  matchId: number;
  team: { id: number; name?: string | null };
  opponent: { id: number; name?: string | null };
  events: MatchEvent[];
  possessions: Possession[];
  /** Caps of this team in this match to players, when the roster is known. */
  roster: ReadonlyMap<number, MatchPlayer>;
  isMirrored: boolean;
};

/** made of attempts; percent 0–100 with one decimal, null without attempts. */
export type Fraction = { made: number; attempts: number; percent: number | null };

export const BOX_SCORE_COLUMNS = [
  'action',
  'centre',
  'extraPlayer',
  'directFreeThrow',
  'penalty',
  'counterattack',
  'drive',
  'other',
] as const;
export type BoxScoreColumn = (typeof BOX_SCORE_COLUMNS)[number] | 'shootout';

/** Goals of attempts per official category; `total` excludes the shootout. `other`: situation not recorded. */
export type BoxScoreLine = Record<BoxScoreColumn, Fraction> & { total: Fraction };

export type CountByType<T extends string> = Record<T | 'UNKNOWN', number> & { total: number };
export type TurnoversByType = CountByType<TurnOverType>;
export type ExclusionsByType = CountByType<ExclusionType>;

export type GoalsByQuarter = { quarters: number[]; shootout: number };

/** How a possession ended, as codes: the app words them in the user's language. */
export const POSSESSION_OUTCOMES = [
  'shotClock',
  'badPass',
  'counterFoul',
  'ballLost',
  'exclusion',
  'shotMissed',
  'shotBlocked',
  'goal',
  'swimOff',
  'none',
] as const;
export type PossessionOutcome = (typeof POSSESSION_OUTCOMES)[number];

export type PossessionSummary = {
  count: number;
  /** Mean of timeTo − timeFrom over closed possessions, seconds; null without any. */
  meanSeconds: number | null;
  outcomes: Record<PossessionOutcome, number>;
};

export type PossessionStatistics = {
  offense: PossessionSummary;
  defense: PossessionSummary;
  byQuarter: { quarter: number; offense: PossessionSummary; defense: PossessionSummary }[];
};

export type ManUpStatistics = {
  /** Goals in our extra-player possessions ÷ those possessions. */
  perOpportunity: Fraction;
  /** Man-up shots (extraPlayer, not a penalty): goals ÷ shots. */
  perShot: Fraction;
  /** As published officially: goals while the opponent has a player excluded ÷ exclusions earned. */
  official: Fraction;
};

export type ManDownStatistics = {
  /** Our man-down possessions and the goals conceded in them; percent = 1 − conceded ÷ possessions. */
  perOpportunity: { possessions: number; goalsConceded: number; percent: number | null };
  /** The opponent's man-up shots (extraPlayer, not a penalty, not the shootout): goals conceded ÷ those shots. */
  perShot: Fraction;
  /** Goals conceded while we had a player excluded ÷ exclusions committed (the official figure, against). */
  official: Fraction;
};

/** Cards shown: yellow (warning) and red (sent from the match area). */
export type CardCount = { yellow: number; red: number };

export type GoalkeeperFigures = { saves: number; goalsAgainst: number; savePercent: number | null };

export type PlayerStatistics = {
  /** `p<playerId>` when the roster names the player, else `c<cap>`. */
  key: string;
  playerId: number | null;
  caps: number[];
  name: string | null;
  isGoalkeeper: boolean;
  matches: number;
  boxScore: BoxScoreLine;
  goalsByQuarter: GoalsByQuarter;
  assists: number;
  turnovers: number;
  steals: number;
  fieldBlocks: number;
  exclusionsEarned: number;
  exclusionsCommitted: number;
  penaltiesEarned: number;
  penaltiesCommitted: number;
  /** Exclusions + penalty fouls committed (a player leaves the match at 3). */
  majorFouls: number;
  /** Matches in which the player was excluded for the rest of the match (3 major fouls or with substitution). */
  fouledOut: number;
  swimOffsWon: number;
  swimOffs: number;
  yellowCards: number;
  redCards: number;
  goalkeeping: GoalkeeperFigures;
  /** From possessions' playersInWater; null when no possession recorded who was in the water. */
  secondsInWater: number | null;
  plusMinus: number | null;
};

export type LineupStatistics = {
  /** Player keys in the water, sorted. */
  players: string[];
  caps: number[];
  possessions: { offense: number; defense: number };
  seconds: number;
  goalsFor: number;
  goalsAgainst: number;
  manUp: Fraction;
};

export type ShotPoint = {
  matchId: number;
  eventUuid: string;
  x: number;
  y: number;
  outcome: 'goal' | 'saved' | 'missed' | 'blocked';
  situation: ShootSituation | null;
  extraPlayer: boolean;
  quarter: number;
  playerKey: string | null;
};

export const POOL_ZONES = [
  'left-inside5',
  'centre-inside5',
  'right-inside5',
  'left-5to8',
  'centre-5to8',
  'right-5to8',
  'left-beyond8',
  'centre-beyond8',
  'right-beyond8',
] as const;
export type PoolZone = (typeof POOL_ZONES)[number];

export type ShotMap = {
  points: ShotPoint[];
  zones: Record<PoolZone, Fraction>;
};

/** 3 × 3 goal-mouth zones, row by row from top-left (0) to bottom-right (8) as the shooter sees the goal. */
export type GoalMap = {
  zones: { zone: number; goals: number; saves: number; savePercent: number | null }[];
  /** Shots on target without a goal point are counted here only. */
  unplaced: { goals: number; saves: number };
};

export type TeamStatistics = {
  team: { id: number; name: string | null };
  matches: number[];
  /** Matches whose figures for this team were mirrored from the opponent's events. */
  mirroredMatches: number[];
  goals: number;
  goalsAgainst: number;
  goalsByQuarter: GoalsByQuarter;
  goalsAgainstByQuarter: GoalsByQuarter;
  boxScore: BoxScoreLine;
  assists: number;
  turnovers: TurnoversByType;
  steals: number;
  fieldBlocks: number;
  exclusionsEarned: ExclusionsByType;
  exclusionsCommitted: ExclusionsByType;
  penaltiesEarned: number;
  penaltiesCommitted: number;
  swimOffs: Fraction;
  timeouts: number;
  /** Every card shown to the team, its players' and its officials'. */
  cards: CardCount;
  /** The cards shown to the team's officials (head coach, assistant, team official): the box score's bench line. */
  officialCards: CardCount;
  goalkeeping: GoalkeeperFigures;
  manUp: ManUpStatistics;
  manDown: ManDownStatistics;
  possessions: PossessionStatistics;
  players: PlayerStatistics[];
  lineups: LineupStatistics[];
  shotMap: ShotMap;
  goalMap: GoalMap;
  goalMapAgainst: GoalMap;
};

/** The one plain JSON object the statistics screen renders. */
export type Statistics = {
  filter: StatsFilter;
  matchIds: number[];
  teams: TeamStatistics[];
};
