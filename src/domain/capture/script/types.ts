import type {
  CardType,
  ExclusionType,
  MatchEvent,
  Possession,
  ShootMethod,
  ShootSituation,
  ShootType,
  TeamSide,
  TeamOfficial,
  TurnOverType,
} from '../../model';
import type { PointCm, RosterPlayer } from '../types';

/** What one team's capture stored: the rows the data layer would hold after applying every write. */
export type CaptureStore = { events: MatchEvent[]; possessions: Possession[] };

/** Both teams' logs of one match. */
export type MatchLogs = { team1: CaptureStore; team2: CaptureStore };

/**
 * Shot outcomes are written from the shooter's side: where the ball goes after a save, a miss or a block is
 * the defence's unless the line says `kept`.
 */
export type ScriptOutcome = 'GOAL' | 'SAVED' | 'MISSED' | 'BLOCKED';

export type ScriptAction =
  | {
      verb: 'shoot';
      shooter: number;
      outcome: ScriptOutcome;
      isKept: boolean;
      from?: PointCm;
      to?: PointCm;
      situation?: ShootSituation;
      shootType?: ShootType;
      method?: ShootMethod;
      assists: { cap: number; position: 1 | 2 | 3 | 4 | 5 | 6 }[];
      centre?: number;
      centreBack?: number;
      /** The defender who blocked or the goalkeeper who faced it, when not the one in goal. */
      defender?: number;
      posts?: [number, number];
    }
  | { verb: 'penalty'; fouled: number; fouler: number }
  | { verb: 'exclusion'; excluded: number; drawnBy?: number; exclusionType: ExclusionType }
  | { verb: 'turnover'; player: number; turnOverType: TurnOverType; stealer?: number }
  | { verb: 'swim'; winner: number; loser?: number }
  | { verb: 'drive'; player: number }
  /** `isKeptByBoth`: the other team's scorer records it too, as their time-out (TIMEOUTAGAINST). */
  | { verb: 'timeout'; isKeptByBoth?: boolean }
  /** A card to TEAM's player (cap) or official; isKeptByBoth: the other scorer records it too, as theirs. */
  | { verb: 'card'; card: CardType; cap?: number; official?: TeamOfficial; isKeptByBoth?: boolean }
  | { verb: 'sub'; playerIn: number; playerOut: number }
  | { verb: 'keeper'; cap: number }
  | { verb: 'formation'; formation: string }
  | { verb: 'restart' }
  | { verb: 'ball' }
  | { verb: 'back'; cap: number }
  | { verb: 'note'; text: string }
  | { verb: 'shootout' }
  | { verb: 'end' };

export type ScriptExpectation =
  | { kind: 'events'; lineNumber: number; side: TeamSide; descriptions: string[] }
  | { kind: 'score'; lineNumber: number; team1: number; team2: number }
  | { kind: 'shootout'; lineNumber: number; team1: number; team2: number }
  | { kind: 'counts'; lineNumber: number; side: TeamSide; events: number; possessions: number };

export type ScriptLine = {
  lineNumber: number;
  quarter: number;
  /** Seconds elapsed in the quarter. */
  time: number;
  /** Seconds into the quarter's video; the script's offset plus `time` when absent. */
  videoTime?: number;
  /** The team the action belongs to; null for both (restart, end). */
  side: TeamSide | null;
  action: ScriptAction;
  expectations: ScriptExpectation[];
};

export type ScriptTeam = { side: TeamSide; code: string; name: string; roster: RosterPlayer[]; lineup: number[] };

export type MatchScript = {
  name: string;
  quarterLength: number;
  /** Seconds the quarter's video runs ahead of the quarter clock. */
  videoOffset: number;
  teams: Record<TeamSide, ScriptTeam>;
  lines: ScriptLine[];
};
