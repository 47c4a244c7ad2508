import type { appUser } from '../db/schema';

export type UserRow = typeof appUser.$inferSelect;

/** JHipster's AdminUserDTO: never the hash, the reset key or its date. */
export function presentUser(user: UserRow) {
  return {
    id: user.id,
    login: user.login,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    imageUrl: user.imageUrl,
    activated: user.activated,
    langKey: user.langKey,
    createdBy: user.createdBy,
    createdDate: user.createdDate.toISOString(),
    lastModifiedBy: user.lastModifiedBy,
    lastModifiedDate: user.lastModifiedDate?.toISOString() ?? null,
    authorities: [...user.authorities].sort(),
  };
}
