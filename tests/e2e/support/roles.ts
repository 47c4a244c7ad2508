/** The demo users of the seed (docs/design.md §5). */
export const DEMO_USERS = {
  admin: { username: 'admin', password: 'admin' },
  user: { username: 'user', password: 'user' },
  analyst: { username: 'analyst', password: 'analyst' },
} as const;

export type Role = keyof typeof DEMO_USERS;
