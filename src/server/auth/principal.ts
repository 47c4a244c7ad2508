import type { Authority } from '../../domain/model';

/** The authenticated caller, read from the database (cached for moments: auth/principalCache.ts). */
export type Principal = {
  userId: number;
  login: string;
  authorities: ReadonlySet<Authority>;
  /** From the caller's user_extra; null for a user in no organisation (sees no tenant data). */
  organizationId: number | null;
};
