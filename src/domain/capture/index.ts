/** The capture engine (docs/design.md §3): the UI sends commands, the data layer applies the writes. */
export { applyCommand } from './applyCommand';
export { EVENT_CHOICES, type CaptureCommand, type CaptureCommandType, type EventChoice } from './commands';
export { createLiveState, type LiveStateOptions } from './createLiveState';
export type {
  CaptureContext,
  CaptureResult,
  CaptureWrite,
  EventDraft,
  HistoryEntry,
  LiveSnapshot,
  LiveState,
  PointCm,
  RosterPlayer,
  Tip,
} from './types';
export { canSave } from './canSave';
export type { CaptureWarning } from './types';
export { warningCode, WARNINGS } from './warningCode';
export type { CaptureError } from './captureError';
export { needsReview } from './needsReview';
export { possessionOutcome } from './possessionOutcome';
export { eventTypeFor } from './eventTypeFor';
export { eventKindOf, type EventKind } from './eventKindOf';
export { eventTimeFromQuarter } from './eventTimeFromQuarter';
export { isAttackingAfterShoot } from './isAttackingAfterShoot';
export { isAssistShown } from './isAssistShown';
export { isShootoutPeriod } from './isShootoutPeriod';
export { mirrorEventType } from '../model';
export { tipToEvent } from './tipToEvent';
export { rebuildStateFromEvents } from './rebuildStateFromEvents';
export { shortPlayerName } from './shortPlayerName';
export { metresFromCentimetres } from './metresFromCentimetres';
export { countDownTime } from './countDownTime';
export { NO_POSSESSION_TO_DELETE } from './undoLastPossession';
export { SHOOTOUT_ONLY_IN_QUARTER_5 } from './startShootout';
export { SELECT_A_POSSESSION_FIRST } from './toggleExtraPlayer';
export { NOBODY_TO_ADD_BACK } from './addPlayerBack';
export { NO_EXTRA_PLAYER } from './endExtraPlayer';
export { NO_EVENT_FOR_NOTE } from './addNote';
export { CARD_NEEDS_PERSON } from './recordCard';
export { UNKNOWN_TIP } from './clickTip';
export { OPPONENT_CLOCK_TOLERANCE_S } from './opponentClockTolerance';
export { pairOpponentEvent, type EventCandidate, type EventLinkFields } from './pairOpponentEvent';
export { pairOpponentPossession, type PossessionCandidate, type PossessionLinkFields } from './pairOpponentPossession';
export { attackPickerOf, type AttackPicker } from './attackPickerOf';
