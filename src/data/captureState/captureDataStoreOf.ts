import { captureDataStores } from './captureDataStores';
import { createCaptureDataStore, type CaptureDataStore } from './createCaptureDataStore';

/** The match's capture data store, made on first use and kept until the device's data is forgotten. */
export function captureDataStoreOf(matchId: number): CaptureDataStore {
  let store = captureDataStores.get(matchId);
  if (!store) {
    store = createCaptureDataStore(matchId);
    captureDataStores.set(matchId, store);
  }
  return store;
}
