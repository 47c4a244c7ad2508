/**
 * The live match state of the open capture (docs/design.md §3): a valtio proxy per match, persisted in db.liveStates.
 */
export { openCaptureState, forgetCaptureStates } from './captureStateRegistry';
export { dispatchCaptureCommand, runExclusive, type DispatchOutcome } from './dispatchCaptureCommand';
export { saveEditedEvent } from './saveEditedEvent';
export { saveEditedPossession } from './saveEditedPossession';
export { sideOfTeam } from './sideOfTeam';
export { loadCaptureContext, MatchNotCachedError } from './loadCaptureContext';
export { startCapture } from './startCapture';
export { connectDevtools } from './connectDevtools';
export { matchTipsKey } from './matchTipsKey';
export { readMatchTips } from './readMatchTips';
export { captureDataStoreOf } from './captureDataStoreOf';
export type { CaptureDataStore } from './createCaptureDataStore';
export type { MatchCaptureData } from './matchCaptureData';
export { storeReviewWrites } from './storeReviewWrites';
