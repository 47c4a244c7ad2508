import type { CaptureWrite } from '../../domain/capture/types';
import { applyCaptureWrites } from './applyCaptureWrites';
import { captureDataStoreOf } from './captureDataStoreOf';
import { withRecordedOrder } from './withRecordedOrder';

/**
 * Shows a command's writes on the open capture screen at once and stores them with the capture state in one
 * transaction (docs/design.md §3). Resolves only once all of it is on disk; when the transaction fails the writes
 * are no longer shown and it rejects.
 */
export async function storeCaptureWrites(
  matchId: number,
  writes: readonly CaptureWrite[],
  captureState: unknown,
): Promise<void> {
  const store = captureDataStoreOf(matchId);
  const shown = store.view();
  const stamped = shown ? withRecordedOrder(writes, shown) : writes;
  const held = store.hold(stamped);
  try {
    // The screen draws the tap first: opening the transaction costs the main thread a few milliseconds.
    await new Promise((resolve) => setTimeout(resolve, 0));
    await applyCaptureWrites(matchId, stamped, captureState);
    held.confirm();
  } catch (error) {
    held.drop();
    throw error;
  }
}
