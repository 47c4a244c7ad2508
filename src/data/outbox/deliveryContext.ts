import type { OutboxTransport } from './outboxTransport';

/** What delivering a row needs: the transport bound to the flush's user, the network state, the clock and the caps. */
export type DeliveryContext = {
  transport: OutboxTransport;
  isOnline: () => boolean;
  now: () => number;
  caps: { event: number; possession: number };
  /** False once the user the flush started for has signed out or another has signed in: nothing more goes. */
  isStillSignedIn: () => Promise<boolean>;
};

/** How one row's delivery ended: 'offline', 'unauthorized' and 'not-signed-in' (not sent at all) stop the flush. */
export type DeliveryOutcome = 'sent' | 'offline' | 'unauthorized' | 'failed' | 'not-signed-in';

export function isStop(outcome: DeliveryOutcome): outcome is 'offline' | 'unauthorized' | 'not-signed-in' {
  return outcome === 'offline' || outcome === 'unauthorized' || outcome === 'not-signed-in';
}
