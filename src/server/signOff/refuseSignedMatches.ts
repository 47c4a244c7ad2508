import { and, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../db/database';
import { matchSignOff } from '../db/schema';
import { APP_HEADER_PREFIX, PROBLEM_BASE, ProblemError } from '../http/problem';

/** The 409 of a write to a signed match's events or possessions; `error.matchsigned` tells the app why. */
export function matchSignedProblem(matchId: number): ProblemError {
  return new ProblemError(
    {
      type: `${PROBLEM_BASE}/problem-with-message`,
      title: 'Conflict',
      status: 409,
      detail: `Match ${matchId} is signed off: its events and possessions are locked until an admin reopens it`,
      message: 'error.matchsigned',
      params: 'match',
    },
    { [`${APP_HEADER_PREFIX}-error`]: 'error.matchsigned', [`${APP_HEADER_PREFIX}-params`]: 'match' },
  );
}

/** Which of these matches are signed now. */
export async function findSignedMatchIds(db: Database, matchIds: Iterable<number>): Promise<Set<number>> {
  const ids = [...new Set(matchIds)];
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ matchId: matchSignOff.matchId })
    .from(matchSignOff)
    .where(and(inArray(matchSignOff.matchId, ids), isNull(matchSignOff.reopenedAt)));
  return new Set(rows.map((row) => row.matchId));
}

/** Throws the 409 when any of these matches is signed. */
export async function refuseSignedMatches(
  db: Database,
  matchIds: readonly (number | null | undefined)[],
): Promise<void> {
  const [signed] = await findSignedMatchIds(
    db,
    matchIds.filter((id): id is number => typeof id === 'number'),
  );
  if (signed !== undefined) throw matchSignedProblem(signed);
}
