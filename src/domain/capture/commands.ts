import type {
  AssistPosition,
  CardType,
  EventType,
  ExclusionType,
  MatchEvent,
  ShootMethod,
  ShootOutcome,
  ShootSituation,
  ShootType,
  TeamSide,
  TeamOfficial,
  TurnOverType,
} from '../model';
import type { ClockMode, PointCm, Tip } from './types';
import type { ShotEnd } from './event/shotEnd';

/** The choices of the 'Events' panel. */
export const EVENT_CHOICES = ['shoot', 'exclusion', 'penaltyFoul', 'turnover', 'swimoff', 'timeout', 'drive'] as const;
export type EventChoice = (typeof EVENT_CHOICES)[number];

/** The vocabulary the capture screen sends to the engine: one command per tap. */
export type CaptureCommand =
  | { type: 'stepQuarter'; delta: 1 | -1 }
  /** Sets the game clock: `seconds` elapsed in the quarter (the keypad's 7:18 of 8:00 is 42). */
  | { type: 'setTime'; seconds: number }
  | { type: 'startClock' }
  /** Keeps the game clock ('clock') or estimates times without one ('estimate'). */
  | { type: 'setClockMode'; mode: ClockMode }
  | { type: 'stopClock' }
  | { type: 'stepPossessionStart'; delta: number }
  | { type: 'stepPossessionEnd'; delta: number }
  | { type: 'setVideoTime'; seconds: number }
  | { type: 'stepVideoTime'; delta: number }
  | { type: 'selectTeam'; side: TeamSide }
  | { type: 'chooseEventType'; choice: EventChoice }
  /** An explicit type, e.g. an exclusion of an attacker (EXCLUSIONFOR while on offense). */
  | { type: 'setEventType'; eventType: EventType }
  | { type: 'choosePlayer'; cap: number | null }
  | { type: 'chooseOpponentPlayer'; cap: number | null }
  | { type: 'chooseOutcome'; outcome: ShootOutcome }
  /** Goal, saved, missed, off the post or blocked: the outcome follows who keeps the ball (chooseShotKept). */
  | { type: 'chooseShotEnd'; end: ShotEnd }
  /** The shooting team keeps the ball after the shot (a corner, its own rebound), or not (the default). */
  | { type: 'chooseShotKept'; isKept: boolean }
  | { type: 'chooseSituation'; situation: ShootSituation }
  | { type: 'chooseShootType'; shootType: ShootType }
  | { type: 'chooseShootMethod'; method: ShootMethod }
  | { type: 'setShootFrom'; point: PointCm }
  | { type: 'setShootTo'; point: PointCm }
  | { type: 'chooseAssist'; slot: 1 | 2; cap: number | null; position: AssistPosition | null }
  | { type: 'chooseCenterOrBack'; cap: number }
  | { type: 'choosePost'; post: 1 | 2; cap: number | null }
  | { type: 'chooseTurnoverType'; turnOverType: TurnOverType }
  | { type: 'chooseExclusionType'; exclusionType: ExclusionType }
  | { type: 'chooseSwimoffWinner'; side: TeamSide }
  /** `index` is the tip's place in the strip; without it only the code and side are read. */
  | { type: 'clickTip'; tip: Tip; index?: number }
  | { type: 'stepTip'; delta: 1 | -1 }
  | { type: 'save' }
  | { type: 'cancel' }
  | { type: 'loadEvent'; event: MatchEvent }
  | { type: 'undo' }
  | { type: 'deleteEvent'; uuid: string }
  | { type: 'deletePossession'; uuid: string }
  | { type: 'undoLastPossession' }
  | { type: 'togglePlayer'; cap: number }
  | { type: 'setGoalkeeper'; cap: number }
  | { type: 'chooseFormation'; formation: string }
  | { type: 'toggleRestart' }
  | { type: 'toggleExtraPlayer' }
  | { type: 'addPlayerBack'; cap?: number }
  | { type: 'endExtraPlayer' }
  /** The ball changes side without a recorded turnover (tap on the possession marker). */
  | { type: 'changePossession' }
  | { type: 'addNote'; text: string }
  /**
   * The Actions tab's card: saved at once for the selected team's player (cap) or official, or with isTheirs for the
   * other team's (a scorer keeping both teams).
   */
  | { type: 'recordCard'; card: CardType; cap?: number | null; official?: TeamOfficial | null; isTheirs?: boolean }
  | { type: 'startShootout'; startingSide: TeamSide }
  | { type: 'selectPossession'; uuid: string | null }
  /** Recompute the live fields from the context's events (after a reload or a team switch). */
  | { type: 'rebuild' }
  /** The game clock ran past a moment of the rules (an exclusion's end): what time alone changes is settled. */
  | { type: 'tick' }
  | { type: 'endMatch' };

export type CaptureCommandType = CaptureCommand['type'];
