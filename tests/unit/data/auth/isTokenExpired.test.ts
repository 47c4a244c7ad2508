import { describe, expect, it } from 'vitest';
import { decodeTokenClaims, isTokenExpired } from '../../../../src/data/auth';
import { fakeToken, nowSeconds } from '../support/tokens';

describe('isTokenExpired', () => {
  it.each([
    ['a token that expires in an hour is valid', fakeToken({ exp: nowSeconds() + 3600 }), false],
    ['a token whose exp has passed is expired', fakeToken({ exp: nowSeconds() - 1 }), true],
    ['a token without exp counts as expired', fakeToken({ sub: 'user' }), true],
    ['garbage counts as expired', 'not-a-jwt', true],
  ])('%s', (_name, token, expected) => {
    expect(isTokenExpired(token)).toBe(expected);
  });

  it('reads the claims, including non-ASCII logins', () => {
    expect(decodeTokenClaims(fakeToken({ sub: 'kovács', auth: 'ROLE_USER' }))).toMatchObject({
      sub: 'kovács',
      auth: 'ROLE_USER',
    });
  });
});
