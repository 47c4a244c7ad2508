import type { OutboxFailure } from '../db/rows';

/**
 * A failed delivery as one technical line ('HTTP 422: …'), kept with the row and in its export for whoever
 * looks into it; the 'Sync problems' panel words the failure itself in the user's language.
 */
export function describeFailure({ status, detail }: OutboxFailure): string {
  return status === null
    ? `No answer from the server${detail ? `: ${detail}` : ''}`
    : `HTTP ${status}${detail ? `: ${detail}` : ''}`;
}
