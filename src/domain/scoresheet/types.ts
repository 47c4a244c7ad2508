import type { CardType, ExclusionType, TeamOfficial, TeamSide } from '../model';
import type { Fraction, GoalkeeperFigures, StatsMatch } from '../stats';

/** One match as the scoresheet reads it: the statistics' match with its date, venue and clock. */
export type ScoresheetInput = {
  match: StatsMatch;
  /** The match's day as YYYY-MM-DD (scheduled, else started or ended); null when unknown. */
  date: string | null;
  venue?: string | null;
  /** Seconds per quarter of the match's league (docs/design.md §6); 480 when unknown. */
  quarterLength?: number;
  /** Who signed the match off and on which day (YYYY-MM-DD); absent or null while it is not signed. */
  verifiedBy?: Verification | null;
  /** Differences between the two teams' logs not reviewed yet (src/domain/review); absent: none. */
  unreviewed?: number;
};

/** A match's sign-off as the report prints it: "Verified by NAME, DATE". */
export type Verification = { name: string; day: string };

/** A major foul as the official report marks it in the player's row: an exclusion of a type, or a penalty foul. */
export type MajorFoul = { kind: 'EXCLUSION'; exclusionType: ExclusionType | null } | { kind: 'PENALTY_FOUL' };

/** A moment of play on the report: its quarter and the clock the scorer read ('7:48' left), null in the shootout. */
export type ScoresheetMoment = { quarter: number; clock: string | null };

/** A yellow or red card to a player (cap) or to a team official. */
export type ScoresheetCard = ScoresheetMoment & { card: CardType; cap: number | null; official: TeamOfficial | null };

export type ScoresheetPlayer = {
  cap: number;
  firstName: string | null;
  lastName: string | null;
  isGoalkeeper: boolean;
  /** Goals of shots in play, the shootout apart. */
  shooting: Fraction;
  goalsByQuarter: number[];
  shootout: Fraction;
  /** Exclusions and penalty fouls in the order they were called. */
  majorFouls: (MajorFoul & ScoresheetMoment)[];
  /** Excluded for the rest of the match: the third major foul, or an exclusion with substitution or for violence. */
  isFouledOut: boolean;
  penaltiesCommitted: number;
  penaltyShots: Fraction;
  /** Saves and goals against while in goal; null for a field player. */
  goalkeeping: GoalkeeperFigures | null;
};

export type ScoresheetTeam = {
  side: TeamSide;
  id: number;
  name: string | null;
  goals: number;
  goalsByQuarter: number[];
  shootoutGoals: number;
  players: ScoresheetPlayer[];
  /** Extra-man goals of opportunities, as published officially. */
  extraMan: Fraction;
  penalties: Fraction;
  exclusionsCommitted: number;
  timeouts: ScoresheetMoment[];
  cards: ScoresheetCard[];
  goalkeeping: GoalkeeperFigures;
  /** No scorer recorded this team: its figures are read from the opponent's log. */
  isMirrored: boolean;
};

export type GoalKind = 'FIELD' | 'EXTRA_MAN' | 'PENALTY' | 'SHOOTOUT';

/** One line of the report's chronological list: a goal (with the score after it), a major foul, a time-out or a card. */
export type ScoresheetEntry = ScoresheetMoment & {
  time: number;
  side: TeamSide;
  cap: number | null;
} & (
    | { kind: 'GOAL'; goalKind: GoalKind; score: Record<TeamSide, number> }
    | { kind: 'EXCLUSION'; exclusionType: ExclusionType | null }
    | { kind: 'PENALTY_FOUL' }
    | { kind: 'TIMEOUT' }
    | { kind: 'CARD'; card: CardType; official: TeamOfficial | null }
  );

/** Everything the A4 LEN/World Aquatics match report shows, as codes and values. */
export type Scoresheet = {
  matchId: number;
  matchName: string | null;
  competition: string | null;
  season: string | null;
  date: string | null;
  venue: string | null;
  /** Quarters played (at least four). */
  quarters: number;
  hasShootout: boolean;
  teams: Record<TeamSide, ScoresheetTeam>;
  log: ScoresheetEntry[];
  /** The sign-off, null while the match is not signed. */
  verifiedBy: Verification | null;
  /** Differences between the two teams' logs not reviewed yet: the report warns of them. */
  unreviewed: number;
};
