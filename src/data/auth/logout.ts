import { leaveDevice } from './leaveDevice';
import { session } from './session';

/**
 * Logout resets the capture state (docs/product.md §4) and leaves nothing of the user on the device but their outbox.
 */
export async function logout(): Promise<void> {
  await leaveDevice(session.account);
}
