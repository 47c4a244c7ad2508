import { describe, expect, test } from 'vitest';
import { signToken, verifyTokenUntil, type VerifiedUntil } from '../../../src/server/auth/jwt';
import { createVerifiedTokens } from '../../../src/server/auth/verifiedTokens';

const SECRET = new TextEncoder().encode('a-secret-of-at-least-sixty-four-bytes-for-hs512-signing-purposes!!');
const OTHER_SECRET = new TextEncoder().encode('another-secret-of-sixty-four-bytes-for-hs512-signing-purposes!!!');
const ISSUED = new Date('2026-03-01T10:00:00Z');
const at = (seconds: number) => new Date(ISSUED.getTime() + seconds * 1000);
const ann = { login: 'ann', userId: 7, authorities: ['ROLE_USER'] as const, tokenVersion: 2 };

/** The memory over the real verification, counting the full verifications it asks for. */
function counted() {
  let verifications = 0;
  const verify = (secret: Uint8Array, token: string, now: Date): Promise<VerifiedUntil | null> => {
    verifications++;
    return verifyTokenUntil(secret, token, now);
  };
  return { verifiedTokens: createVerifiedTokens(SECRET, verify), count: () => verifications };
}

describe('verified tokens are remembered until they expire', () => {
  test('a valid token sent again answers the same claims without a second verification', async () => {
    const { verifiedTokens, count } = counted();
    const token = await signToken(SECRET, ann, ISSUED);
    const first = await verifiedTokens(token, at(1));
    expect(first).toEqual({ userId: 7, login: 'ann', tokenVersion: 2, isRememberMe: false });
    expect(await verifiedTokens(token, at(60))).toEqual(first);
    expect(count()).toBe(1);
  });

  test.each([
    ['the last second of its day', 86_399, true],
    ['its expiry', 86_400, false],
    ['a day after its expiry', 2 * 86_400, false],
  ])('a remembered token at %s is valid: %s', async (_when, seconds, isValid) => {
    const { verifiedTokens } = counted();
    const token = await signToken(SECRET, ann, ISSUED);
    await verifiedTokens(token, at(1));
    expect((await verifiedTokens(token, at(seconds))) !== null).toBe(isValid);
  });

  test.each([
    ['signed with another secret', () => signToken(OTHER_SECRET, ann, ISSUED)],
    ['tampered with', async () => `${(await signToken(SECRET, ann, ISSUED)).slice(0, -3)}abc`],
    ['not a token at all', () => Promise.resolve('not-a-token')],
  ])('a token %s is refused every time, and verified every time', async (_what, make) => {
    const { verifiedTokens, count } = counted();
    const token = await make();
    expect(await verifiedTokens(token, at(1))).toBeNull();
    expect(await verifiedTokens(token, at(2))).toBeNull();
    expect(count()).toBe(2);
  });

  test("another user's token is verified on its own and answers its own claims", async () => {
    const { verifiedTokens, count } = counted();
    await verifiedTokens(await signToken(SECRET, ann, ISSUED), at(1));
    const bob = await verifiedTokens(await signToken(SECRET, { ...ann, login: 'bob', userId: 8 }, ISSUED), at(1));
    expect(bob).toMatchObject({ userId: 8, login: 'bob' });
    expect(count()).toBe(2);
  });
});
