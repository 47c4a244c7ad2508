import { describe, expect, test } from 'vitest';
import { createLoginRateLimit, LOGIN_LIMITS, type LoginAttempt } from '../../../src/server/auth/loginRateLimit';

const limits = { perAccount: 3, perClient: 5, windowMs: 1_000 };
const at = (client: string, username: string): LoginAttempt => ({ client, username });

/** Records `failures` as [client, username] pairs at time 0, then asks whether `probe` is blocked at `now`. */
const blockedAfter = (failures: Array<[string, string]>, probe: LoginAttempt, now = 0) => {
  const limit = createLoginRateLimit(limits);
  for (const [client, username] of failures) limit.recordFailure(at(client, username), 0);
  return limit.isBlocked(probe, now);
};
const times = (n: number, pair: [string, string]) => Array.from({ length: n }, () => pair);

describe('login rate limit', () => {
  test('defaults: 10 failures per account and 50 per client address in five minutes', () => {
    expect(LOGIN_LIMITS).toEqual({ perAccount: 10, perClient: 50, windowMs: 300_000 });
  });

  test.each([
    ['two failures leave the account open', times(2, ['ip1', 'ann']), at('ip1', 'ann'), false],
    ['three failures block the account from that address', times(3, ['ip1', 'ann']), at('ip1', 'ann'), true],
    ['the login is compared without case or spaces', times(3, ['ip1', 'Ann ']), at('ip1', 'ann'), true],
    ['another address may still try the account', times(3, ['ip1', 'ann']), at('ip2', 'ann'), false],
    [
      'another account from that address is open below the client limit',
      times(3, ['ip1', 'ann']),
      at('ip1', 'bob'),
      false,
    ],
    [
      'five failures over many logins block the address for every login',
      [...times(2, ['ip1', 'ann']), ...times(2, ['ip1', 'bob']), ['ip1', 'cy'] as [string, string]],
      at('ip1', 'dee'),
      true,
    ],
    [
      'failures of other addresses do not add up',
      [...times(2, ['ip1', 'ann']), ...times(2, ['ip2', 'ann'])],
      at('ip3', 'ann'),
      false,
    ],
  ])('%s', (_label, failures, probe, blocked) => {
    expect(blockedAfter(failures, probe)).toBe(blocked);
  });

  test('failures older than the window no longer count', () => {
    expect(blockedAfter(times(5, ['ip1', 'ann']), at('ip1', 'ann'), 999)).toBe(true);
    expect(blockedAfter(times(5, ['ip1', 'ann']), at('ip1', 'ann'), 1_000)).toBe(false);
  });

  test("a successful login clears its account's count but not the address's", () => {
    const limit = createLoginRateLimit(limits);
    for (const username of ['ann', 'ann', 'bob', 'bob']) limit.recordFailure(at('ip1', username), 0);
    limit.reset(at('ip1', 'ann'));
    limit.recordFailure(at('ip1', 'ann'), 0);
    expect(limit.isBlocked(at('ip1', 'ann'), 0)).toBe(true);
    const fresh = createLoginRateLimit(limits);
    for (let i = 0; i < 3; i++) fresh.recordFailure(at('ip1', 'ann'), 0);
    fresh.reset(at('ip1', 'ann'));
    expect(fresh.isBlocked(at('ip1', 'ann'), 0)).toBe(false);
  });
});
