import type { CaptureDataStore } from './createCaptureDataStore';

/**
 * The open matches' capture data stores, by match id. Apart from the code that fills them, so that forgetting
 * them (logout, a change of user) loads nothing of capture.
 */
export const captureDataStores = new Map<number, CaptureDataStore>();
