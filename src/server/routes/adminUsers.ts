import { and, count, eq, ne } from 'drizzle-orm';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { AdminUserBodySchema, type AdminUserBody } from '../../domain/api';
import { requireAccess } from '../auth/guards';
import { hashPassword } from '../auth/passwords';
import { randomKey } from '../auth/randomKey';
import type { Database } from '../db/database';
import { appUser, userExtra } from '../db/schema';
import type { AppEnv } from '../http/appEnv';
import { linkHeader, parsePageable } from '../http/paging';
import { parseCriteria } from '../http/parseCriteria';
import { parseSort } from '../http/parseSort';
import { parseWith } from '../http/parseWith';
import { APP_HEADER_PREFIX, badRequestAlert, httpProblem } from '../http/problem';
import { readJsonBody } from '../http/readJsonBody';
import { composeMail } from '../mail/composeMail';
import { findUserByLogin } from '../users/findUser';
import { presentUser } from '../users/presentUser';
import { resetLink } from '../users/resetLink';
import { describeFields } from '../resources/describeFields';
import { emailAlreadyUsed, loginAlreadyUsed } from '../users/userProblems';

export const SORTABLE = Object.fromEntries(
  (
    [
      'id',
      'login',
      'firstName',
      'lastName',
      'email',
      'activated',
      'langKey',
      'createdBy',
      'createdDate',
      'lastModifiedBy',
      'lastModifiedDate',
    ] as const
  ).map((key) => [
    key,
    { expression: appUser[key], isText: ['login', 'firstName', 'lastName', 'email'].includes(key) },
  ]),
);

/** Criteria filters of the admin user list (the search bar of the users screen). */
export const FILTERABLE = describeFields(appUser, ['passwordHash', 'resetKey', 'resetDate', 'authorities', 'imageUrl']);

const alert = (c: Context<AppEnv>, action: string, login: string) => {
  c.header(`${APP_HEADER_PREFIX}-alert`, `A user is ${action} with identifier ${login}`);
  c.header(`${APP_HEADER_PREFIX}-params`, encodeURIComponent(login));
};

/** /api/admin/users: JHipster's user management, by login, ROLE_ADMIN only (docs/api.md §2). */
export function adminUserRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  router.use('*', async (c, next) => {
    requireAccess(c, 'admin');
    await next();
  });

  router.get('/', async (c) => {
    const query = new URL(c.req.url).searchParams;
    const pageable = parsePageable(query);
    const order = parseSort(query.getAll('sort'), SORTABLE, appUser.id);
    const where = parseCriteria(query, FILTERABLE, ['page', 'size', 'sort']);
    const { db } = c.get('deps');
    const [users, [total]] = await Promise.all([
      db
        .select()
        .from(appUser)
        .where(where)
        .orderBy(...order)
        .limit(pageable.size)
        .offset(pageable.page * pageable.size),
      db.select({ n: count() }).from(appUser).where(where),
    ]);
    c.header('X-Total-Count', String(total?.n ?? 0));
    c.header('Link', linkHeader(c.req.path, query, pageable, total?.n ?? 0));
    return c.json(users.map(presentUser));
  });

  router.get('/:login', async (c) => {
    const user = await findUserByLogin(c.get('deps').db, c.req.param('login'));
    if (!user) throw httpProblem(404, 'User not found');
    return c.json(presentUser(user));
  });

  router.post('/', async (c) => {
    const principal = requireAccess(c, 'admin');
    const body = parseWith(AdminUserBodySchema, await readJsonBody(c), 'adminUserDTO');
    if (body.id != null) throw badRequestAlert('A new user cannot already have an ID', 'userManagement', 'idexists');
    const { db, clock, mailer } = c.get('deps');
    await assertUnique(db, body, null);
    const resetKey = randomKey();
    const now = clock();
    const user = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(appUser)
        .values({
          ...profile(body),
          login: body.login.toLowerCase(),
          passwordHash: await hashPassword(randomKey()),
          activated: true,
          langKey: body.langKey ?? 'en',
          authorities: body.authorities?.length ? [...new Set(body.authorities)] : ['ROLE_USER'],
          resetKey,
          resetDate: now,
          createdBy: principal.login,
          createdDate: now,
        })
        .returning();
      // A new user joins the creating admin's organisation.
      await tx.insert(userExtra).values({ id: created!.id, organizationId: principal.organizationId });
      return created!;
    });
    if (user.email) {
      await mailer.send({
        to: user.email,
        ...composeMail('newAccount', user.langKey, { login: user.login, link: resetLink(c, resetKey) }),
      });
    }
    alert(c, 'created', user.login);
    c.header('Location', `/api/admin/users/${encodeURIComponent(user.login)}`);
    return c.json(presentUser(user), 201);
  });

  const update = async (c: Context<AppEnv>) => {
    const principal = requireAccess(c, 'admin');
    const body = parseWith(AdminUserBodySchema, await readJsonBody(c), 'adminUserDTO');
    const pathLogin = c.req.param('login');
    const { db, clock } = c.get('deps');
    const [target] =
      body.id != null
        ? await db.select().from(appUser).where(eq(appUser.id, body.id))
        : pathLogin
          ? [await findUserByLogin(db, pathLogin)]
          : [];
    if (!target) throw httpProblem(404, 'User not found');
    await assertUnique(db, body, target.id);
    const [user] = await db
      .update(appUser)
      .set({
        ...profile(body),
        login: body.login.toLowerCase(),
        activated: body.activated ?? target.activated,
        authorities: body.authorities ? [...new Set(body.authorities)] : target.authorities,
        lastModifiedBy: principal.login,
        lastModifiedDate: clock(),
      })
      .where(eq(appUser.id, target.id))
      .returning();
    // Deactivation and roles take effect on the user's very next request.
    c.get('deps').principals.clear();
    alert(c, 'updated', user!.login);
    return c.json(presentUser(user!));
  };
  router.put('/', update);
  router.put('/:login', update);

  router.delete('/:login', async (c) => {
    const principal = requireAccess(c, 'admin');
    const login = c.req.param('login').toLowerCase();
    if (login === principal.login) throw httpProblem(400, 'You cannot delete your own account');
    await c.get('deps').db.delete(appUser).where(eq(appUser.login, login));
    c.get('deps').principals.clear();
    alert(c, 'deleted', login);
    return c.body(null, 204);
  });
  return router;
}

function profile(body: AdminUserBody) {
  return {
    firstName: body.firstName ?? null,
    lastName: body.lastName ?? null,
    email: body.email?.toLowerCase() ?? null,
    imageUrl: body.imageUrl ?? null,
    langKey: body.langKey ?? null,
  };
}

async function assertUnique(db: Database, body: AdminUserBody, ownId: number | null): Promise<void> {
  const notOwn = ownId === null ? undefined : ne(appUser.id, ownId);
  const taken = async (column: typeof appUser.login | typeof appUser.email, value: string) =>
    (
      await db
        .select({ id: appUser.id })
        .from(appUser)
        .where(and(eq(column, value), notOwn))
        .limit(1)
    ).length > 0;
  if (await taken(appUser.login, body.login.toLowerCase())) throw loginAlreadyUsed();
  if (body.email && (await taken(appUser.email, body.email.toLowerCase()))) throw emailAlreadyUsed();
}
