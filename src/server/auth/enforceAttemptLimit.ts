import type { Database } from '../db/database';
import { retryLaterProblem, type ProblemError } from '../http/problem';
import { countAttempts, type AttemptCount } from './countAttempts';

export type AttemptRule = { key: string; limit: number; windowMs: number };

/**
 * Counts one attempt on the rule's key before the work it guards, so parallel requests cannot slip past,
 * and refuses it once the key is over its limit: 429 with Retry-After until the key's window ends.
 */
export async function enforceAttemptLimit(db: Database, rule: AttemptRule, now: Date, detail: string): Promise<void> {
  const counts = await countAttempts(db, [rule.key], rule.windowMs, now);
  const retryAfter = retryAfterSeconds(counts.get(rule.key), rule.limit, rule.windowMs, now);
  if (retryAfter > 0) throw tooManyAttempts(detail, retryAfter);
}

/** Seconds until an over-limit key's window ends (at least 1); 0 while the key is within its limit. */
export function retryAfterSeconds(count: AttemptCount | undefined, limit: number, windowMs: number, now: Date): number {
  if (!count || count.hits <= limit) return 0;
  return Math.max(1, Math.ceil((count.windowStart.getTime() + windowMs - now.getTime()) / 1000));
}

export function tooManyAttempts(detail: string, retryAfter: number): ProblemError {
  return retryLaterProblem(429, detail, retryAfter);
}
