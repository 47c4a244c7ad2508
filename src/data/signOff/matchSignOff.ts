import type { Difference } from '../../domain/review';
import { api } from '../api/api';
import { cacheSignOff, NOT_SIGNED, type SignOff } from './matchSignOffCache';

const signOffPath = (matchId: number) => `/api/matches/${matchId}/sign-off`;

/**
 * Signs the match (a user or an admin; online only): its events and possessions are then locked on the server. The
 * signature is cached at once, so the capture screen and the scoresheet on this device know it.
 */
export async function signOffMatch(matchId: number): Promise<SignOff> {
  const signOff = await api<SignOff>(signOffPath(matchId), { method: 'POST', body: {} });
  await cacheSignOff(matchId, signOff);
  return signOff;
}

/** Reopens a signed match (an admin only; online only), here too. */
export async function reopenMatch(matchId: number): Promise<void> {
  await api(signOffPath(matchId), { method: 'DELETE' });
  await cacheSignOff(matchId, NOT_SIGNED);
}

/**
 * The differences the server finds between the two logs (GET /api/matches/{id}/review): a sign-off waits until the
 * server, not only this device, has both logs agreeing, so no resolution still in the outbox is locked out.
 */
export async function readServerDifferences(matchId: number): Promise<Difference[]> {
  const answer = await api<{ differences: Difference[] }>(`/api/matches/${matchId}/review`);
  return answer.differences;
}
