import type { LeagueRules, MatchEvent, Possession, Ref, TeamSide } from '../model';
import type { CaptureError } from './captureError';
import type { GameClock } from './period/gameClock';

/** The event being edited: any subset of an event's fields; the rest is stamped from the capture state on save. */
export type EventDraft = Partial<MatchEvent>;

/** A pool or goal point in centimetres (docs/design.md §6). */
export type PointCm = { x: number; y: number };

/**
 * The live fields a save changes, kept per recorded event so undo can put them back. The live possession is
 * kept by its uuid only (undo finds it among the stored possessions), so 200 steps stay small.
 */
export type UndoSnapshot = {
  quarter: number;
  time: number;
  videoTime: number;
  offense: boolean;
  extraPlayer: boolean;
  isRestart: boolean;
  selectedFormation: string | null;
  formation: string | null;
  goalkeeper: number | null;
  post1PlayerNumber: number | null;
  post2PlayerNumber: number | null;
  centerPlayers: number[];
  backPlayers: number[];
  playersInWater: number[];
  excludedPlayers: number[];
  possessionUuid: string | null;
  opponentPossessionUuid: string | null;
  eventTipIndex: number;
};

/**
 * One undo step: the event a save recorded and the live fields as they were just before it. The events one command
 * recorded together (a goal and the possession it starts, an exclusion and its mirror) share `action`, the uuid of
 * the first of them: Undo takes them back together.
 */
export type HistoryEntry = { eventUuid: string; at: number; before: UndoSnapshot; action?: string };

/**
 * The live match state of docs/product.md §3, per match and selected team. Plain JSON data: it is persisted as is.
 * `time` is seconds elapsed in the quarter; `videoTime` is the match video's second in the quarter's video.
 */
export type CaptureState = UndoSnapshot & {
  selectedTeam: TeamSide;
  /** The open possession as stored. */
  possession: Possession | null;
  /** A goalkeeper left the water: the set-goalkeeper action is due. */
  isGoalkeeperNeeded: boolean;
  numberOfPlayersInWater: number;
  selectedPossessionUuid: string | null;
  isShootoutStarted: boolean;
  isMatchEnded: boolean;
  current: EventDraft | null;
  history: HistoryEntry[];
  warning: CaptureWarning | null;
  /** The game clock; `time` is its reading at the last command. Absent in states saved before it existed. */
  clock?: GameClock;
  /**
   * 'estimate': the scorer keeps no game clock ('no clock' mode, for volunteers): it runs at an estimated pace, does
   * not stop at whistles, and every event it times is marked timeEstimated. Absent: 'clock'.
   */
  clockMode?: ClockMode;
  /** While estimating, the last time the scorer read off the scoreboard (the keypad, a nudge, a start). */
  lastReading?: ScoreboardReading | null;
};

export type ClockMode = 'clock' | 'estimate';

/** A time read off the scoreboard: the quarter, seconds elapsed in it, and the device instant (ms) it was read at. */
export type ScoreboardReading = { quarter: number; time: number; at: number };

export type RosterPlayer = { cap: number; goalKeeper?: boolean; firstName?: string; lastName?: string };

/** One suggestion of the tip strip (docs/design.md §6); `time` is seconds from the match start. */
export type Tip = { quarter: number; time: number; side: TeamSide; code: string; cap?: number | null };

export type CaptureContext = {
  match: { id: number; name?: string | null; team1: Ref; team2: Ref };
  /** Seconds per quarter; 480 when absent (docs/design.md §6). */
  quarterLength?: number;
  /** The league's rules (time-outs per match, …); the World Aquatics rules when absent. */
  rules?: LeagueRules;
  roster: { team1: readonly RosterPlayer[]; team2: readonly RosterPlayer[] };
  /** Stored events of the selected team, in the order they were recorded. */
  events: readonly MatchEvent[];
  /** Stored possessions of the selected team, in the order they were recorded. */
  possessions: readonly Possession[];
  tips: readonly Tip[];
  /** Overrides "quarter 5 is the shootout" when the match knows better. */
  isShootout?: boolean;
  newUuid: () => string;
  /** Milliseconds since the epoch: the instant of the tap (the game clock's reading, undo steps, recordedAt). */
  now: () => number;
};

/** What the data layer applies in one transaction. `id` is present when the server id is known. */
export type CaptureWrite =
  | { kind: 'putEvent'; event: MatchEvent }
  | { kind: 'putPossession'; possession: Possession }
  | { kind: 'deleteEvent'; uuid: string; id?: number }
  | { kind: 'deletePossession'; uuid: string; id?: number }
  /** Clear timeTo and videoTo of a possession: it is the open one again. */
  | { kind: 'reopenPossession'; uuid: string; id?: number }
  | { kind: 'endMatch'; matchId: number };

export type CaptureResult = { state: CaptureState; writes: CaptureWrite[]; error?: CaptureError };

/** The accumulator the rules pass along within one command. */
export type Step = { state: CaptureState; writes: CaptureWrite[] };

/** The warning's code and the values its sentence needs; the app words it in the scorer's language. */
export type CaptureWarning =
  | { code: 'tooManyPlayers'; max: number }
  | { code: 'playerNotInWater'; cap: number }
  | { code: 'assistIsShooter' }
  | { code: 'samePosts' }
  | { code: 'beyondQuarter' }
  | { code: 'noTimeoutsLeft'; max: number };
