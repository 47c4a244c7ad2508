/** The capture engine (docs/design.md §3): the UI sends commands, the data layer applies the writes. */
export { applyCommand } from './applyCommand';
export { EVENT_CHOICES, type CaptureCommand, type CaptureCommandType, type EventChoice } from './commands';
export { createCaptureState, type CaptureStateOptions } from './createCaptureState';
export type {
  CaptureContext,
  CaptureResult,
  CaptureWrite,
  EventDraft,
  HistoryEntry,
  UndoSnapshot,
  CaptureState,
  ClockMode,
  PointCm,
  ScoreboardReading,
  RosterPlayer,
  Tip,
} from './types';
export { lastAction } from './undo/lastAction';
export { canSave } from './event/canSave';
export type { CaptureWarning } from './types';
export { warningCode, WARNINGS } from './warningCode';
export type { CaptureError } from './captureError';
export { needsReview } from './event/needsReview';
export { possessionOutcome } from './possession/possessionOutcome';
export { eventTypeFor, isTheirPlayerFirst } from './event/eventTypeFor';
export { eventKindOf, type EventKind } from './event/eventKindOf';
export { eventTimeFromQuarter } from './period/quarterTime';
export { isAttackingAfterShoot } from './save/isAttackingAfterShoot';
export { isAssistShown } from './event/isAssistShown';
export { isShootoutPeriod } from './period/isShootoutPeriod';
export { mirrorEventType } from '../model';
export { tipToEvent } from './event/tipToEvent';
export { rebuildStateFromEvents } from './rebuildStateFromEvents';
export { shortPlayerName } from './lineup/shortPlayerName';
export { metresFromCentimetres } from './event/points';
export { countDownTime } from './period/quarterTime';
export { NO_POSSESSION_TO_DELETE } from './undo/undoLastPossession';
export { SHOOTOUT_ONLY_IN_QUARTER_5 } from './period/startShootout';
export { SELECT_A_POSSESSION_FIRST } from './possession/toggleExtraPlayer';
export { NOBODY_TO_ADD_BACK } from './lineup/addPlayerBack';
export { NO_EXTRA_PLAYER } from './possession/endExtraPlayer';
export { NO_EVENT_FOR_NOTE } from './event/addNote';
export { CARD_NEEDS_PERSON } from './event/recordCard';
export { UNKNOWN_TIP } from './event/clickTip';
export { OPPONENT_CLOCK_TOLERANCE_S } from './opponent/opponentClockTolerance';
export { pairOpponentEvent, type EventCandidate, type EventLinkFields } from './opponent/pairOpponentEvent';
export {
  pairOpponentPossession,
  type PossessionCandidate,
  type PossessionLinkFields,
} from './opponent/pairOpponentPossession';
export { attackPickerOf, type AttackPicker } from './possession/attackPickerOf';
export { clockOf } from './period/clockOf';
export { elapsedSeconds, isRunning, keypadSeconds, secondsLeft, stopsPlay, type GameClock } from './period/gameClock';
export { lastEventTimeIn } from './period/lastEventTimeIn';
export { isEstimating, ESTIMATE_RATE } from './period/estimateClock';
export {
  exclusionsOf,
  manAdvantage,
  runningExclusions,
  type QuarterExclusion,
  type RunningExclusion,
} from './exclusion/exclusionsOf';
export { isFouledOut, personalFoulOf, personalFoulsBySide } from './exclusion/personalFouls';
export { isShotKept, keptFieldsOf, SHOT_ENDS, shotEndOf, shotFieldsOf, type ShotEnd } from './event/shotEnd';
