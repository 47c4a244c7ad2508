import type { Difference } from '../../domain/review';
import { api } from '../api/api';

/** Who signed a match and when; both null while it is not signed (issue: match review, sign-off). */
export type MatchSignOff = { signedBy: string | null; signedAt: string | null };

const signOffPath = (matchId: number) => `/api/matches/${matchId}/sign-off`;

/** The match's sign-off as the server has it now (online only). */
export function readSignOff(matchId: number): Promise<MatchSignOff> {
  return api<MatchSignOff>(signOffPath(matchId));
}

/** Signs the match: its events and possessions are then locked on the server (a user or an admin; online only). */
export function signOffMatch(matchId: number): Promise<MatchSignOff> {
  return api<MatchSignOff>(signOffPath(matchId), { method: 'POST', body: {} });
}

/** Reopens a signed match (an admin only; online only). */
export async function reopenMatch(matchId: number): Promise<void> {
  await api(signOffPath(matchId), { method: 'DELETE' });
}

/**
 * The differences the server finds between the two logs (GET /api/matches/{id}/review): a sign-off waits until the
 * server, not only this device, has both logs agreeing, so no resolution still in the outbox is locked out.
 */
export async function readServerDifferences(matchId: number): Promise<Difference[]> {
  const answer = await api<{ differences: Difference[] }>(`/api/matches/${matchId}/review`);
  return answer.differences;
}
