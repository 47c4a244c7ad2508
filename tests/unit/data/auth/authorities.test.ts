import { describe, expect, it } from 'vitest';
import { ADMIN_ROLES, hasAnyAuthority, MANAGE_ROLES } from '../../../../src/data/auth';
import { fakeToken } from '../support/tokens';

const withAccount = (authorities: string[]) => ({ token: 'x', account: { authorities } });

describe('role checks of the guards', () => {
  it.each([
    [['ROLE_ADMIN', 'ROLE_USER'], true, true],
    [['ROLE_USER'], true, false],
    [['ROLE_ANALYST'], false, false],
    [[], false, false],
  ])('authorities %j: manage %s, admin %s', (authorities, canManage, isAdmin) => {
    expect(hasAnyAuthority(withAccount(authorities), MANAGE_ROLES)).toBe(canManage);
    expect(hasAnyAuthority(withAccount(authorities), ADMIN_ROLES)).toBe(isAdmin);
  });

  it('before the account loads, the token claim decides (comma or space separated)', () => {
    expect(hasAnyAuthority({ token: fakeToken({ auth: 'ROLE_ADMIN,ROLE_USER' }), account: null }, ADMIN_ROLES)).toBe(
      true,
    );
    expect(hasAnyAuthority({ token: fakeToken({ auth: 'ROLE_ANALYST ROLE_USER' }), account: null }, MANAGE_ROLES)).toBe(
      true,
    );
    expect(hasAnyAuthority({ token: null, account: null }, MANAGE_ROLES)).toBe(false);
  });
});
