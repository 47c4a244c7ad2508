import { Validator } from '@seriousme/openapi-schema-validator';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { RESOURCES } from '../../../src/server/resources/resources';
import { buildOpenApiDocument, type OpenApiDocument } from '../../../src/server/openapi/buildOpenApiDocument';
import type { OpenApiObject } from '../../../src/server/openapi/commonParts';
import { ADMIN_RESOURCES, createBareUser, createTenant, UPDATES, VALID_BODIES, type Tenant } from './support/fixtures';
import { json, startTestServer, type TestServer } from './support/testServer';

const BASE = 'https://poolside.test/openapi';
let server: TestServer;
let tenant: Tenant;
let doc: OpenApiDocument;
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);

beforeAll(async () => {
  server = await startTestServer();
  tenant = await createTenant(server, 'Alpha');
  doc = (await json<OpenApiDocument>(await server.request('GET', '/v3/api-docs'))) as OpenApiDocument;
  ajv.addSchema({ $id: BASE, components: doc.components });
});
afterAll(() => server.close());

/** A schema of the document, its `#/components/…` references read against the document. */
const validators = new Map<string, ValidateFunction>();
const validatorOf = (schema: unknown) => {
  const text = JSON.stringify(schema).replaceAll('"#/', `"${BASE}#/`);
  if (!validators.has(text)) validators.set(text, ajv.compile(JSON.parse(text) as object));
  return validators.get(text)!;
};

/** The described answer of an operation for a status; fails when the status is not described. */
function describedAnswer(method: string, path: string, status: number): OpenApiObject {
  const operation = doc.paths[path]?.[method];
  expect(operation, `${method.toUpperCase()} ${path} is described`).toBeDefined();
  const answer = (operation!.responses as Record<string, OpenApiObject>)[String(status)];
  expect(answer, `${method.toUpperCase()} ${path} describes a ${status}`).toBeDefined();
  return answer!;
}

/** Calls a described route (`{id}` filled in) and checks the real answer against its description. */
async function callDescribed(
  method: string,
  path: string,
  init: { params?: Record<string, string | number>; token?: string; body?: unknown; query?: string } = {},
) {
  const url = path.replace(/\{(\w+)\}/g, (_, name: string) => String(init.params?.[name])) + (init.query ?? '');
  const response = await server.request(method.toUpperCase(), url, init);
  const answer = describedAnswer(method, path, response.status);
  for (const header of Object.keys((answer.headers ?? {}) as object).filter((name) => name !== 'Retry-After'))
    expect(response.headers.get(header), `${header} of ${method} ${path}`).not.toBeNull();
  const content = answer.content as Record<string, { schema?: unknown }> | undefined;
  const type = (response.headers.get('Content-Type') ?? '').split(';')[0]!;
  if (!content) {
    expect(await response.text()).toBe('');
    return { response, body: undefined };
  }
  expect(Object.keys(content), `${method} ${path} ${response.status} answers a described type`).toContain(type);
  const body = type.endsWith('json') ? await json(response) : await response.text();
  const schema = content[type]!.schema;
  if (schema) {
    const validate = validatorOf(schema);
    expect(validate(body) ? [] : validate.errors, `${method} ${path} ${response.status}`).toEqual([]);
  }
  return { response, body };
}

describe('the OpenAPI document', () => {
  test('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(buildOpenApiDocument() as Parameters<Validator['validate']>[0]);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  test('describes every route the server registers, and nothing else', () => {
    const registered = new Set(
      server.app.routes
        .filter((route) => route.method !== 'ALL' && route.path !== '/*')
        .map((route) => `${route.method.toLowerCase()} ${route.path.replace(/:(\w+)/g, '{$1}')}`),
    );
    const described = new Set(
      Object.entries(doc.paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method} ${path}`)),
    );
    expect(
      [...registered].filter((route) => !described.has(route)),
      'registered, not described',
    ).toEqual([]);
    expect(
      [...described].filter((route) => !registered.has(route)),
      'described, not registered',
    ).toEqual([]);
  });

  test('gives examples its own schemas accept', () => {
    const refused: string[] = [];
    for (const [path, item] of Object.entries(doc.paths))
      for (const [method, operation] of Object.entries(item)) {
        const answers = Object.entries(operation.responses as Record<string, OpenApiObject>);
        const bodies = [['body', operation.requestBody as OpenApiObject | undefined] as const, ...answers];
        for (const [where, part] of bodies)
          for (const [type, media] of Object.entries((part?.content ?? {}) as Record<string, OpenApiObject>)) {
            if (!type.endsWith('json') || media.example === undefined || !media.schema) continue;
            const validate = validatorOf(media.schema);
            if (!validate(media.example))
              refused.push(`${method} ${path} ${where} ${type}: ${ajv.errorsText(validate.errors)}`);
          }
      }
    expect(refused).toEqual([]);
  });

  test('is served at /v3/api-docs and as a page at /api-docs under the app’s CSP, with nothing inline', async () => {
    const apiDocs = await server.request('GET', '/v3/api-docs');
    expect(apiDocs.headers.get('Content-Type')).toMatch(/^application\/json/);
    const page = await server.request('GET', '/api-docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('Content-Type')).toMatch(/^text\/html/);
    const policy = page.headers.get('Content-Security-Policy') ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("style-src 'self'");
    const html = await page.text();
    expect(html).not.toMatch(/<script|<style|\sstyle=|\son[a-z]+=/i);
    expect(html.match(/(?:src|href)="[^"]*"/g)?.filter((link) => !/^(src|href)="[/#]/.test(link))).toEqual([]);
    expect(html).toContain('href="/api-docs/reference.css"');
    for (const item of Object.values(doc.paths))
      for (const operation of Object.values(item)) expect(html).toContain(`id="${String(operation.operationId)}"`);
    const css = await server.request('GET', '/api-docs/reference.css');
    expect(css.headers.get('Content-Type')).toMatch(/^text\/css/);
  });
});

describe('real answers match the described schemas', () => {
  const tokenFor = (path: string) => (ADMIN_RESOURCES.includes(path) ? tenant.admin.token : tenant.manager.token);

  test('the sweep would see an answer that breaks its schema', () => {
    expect(validatorOf({ $ref: '#/components/schemas/Event' })({ id: 1 })).toBe(false);
    expect(validatorOf({ $ref: '#/components/schemas/Problem' })({ status: 400 })).toBe(false);
  });

  test.each(RESOURCES.map((resource) => resource.path))('the %s resource', async (path) => {
    const token = tokenFor(path);
    const extra =
      path === 'user-extras'
        ? { userId: (await createBareUser(server, 'bare-sweep')).id, organizationId: tenant.org.id }
        : undefined;
    const collection = `/api/${path}`;
    const item = `${collection}/{id}`;
    const { body } = await callDescribed('post', collection, { token, body: VALID_BODIES[path]!(tenant.ids, extra) });
    const id = (body as { id: number }).id;
    await callDescribed('get', collection, { token, query: '?sort=id,desc&size=5&id.greaterThan=0' });
    await callDescribed('get', `${collection}/count`, { token });
    await callDescribed('get', item, { token, params: { id } });
    const [field, value] = UPDATES[path]!;
    await callDescribed('patch', item, { token, params: { id }, body: { id, [field]: value } });
    await callDescribed('get', item, { token, params: { id: 999_999 } });
    await callDescribed('post', collection, { token, body: { id: 5 } });
    await callDescribed('get', collection, { token, query: '?nosuchfield.equals=1' });
    await callDescribed('get', collection, {});
  });

  test('the other routes a client reads', async () => {
    const token = tenant.manager.token;
    const params = { id: tenant.ids.match, login: tenant.manager.login };
    await callDescribed('get', '/api/account', { token });
    await callDescribed('get', '/api/authenticate', { token });
    await callDescribed('post', '/api/authenticate', { body: { username: tenant.manager.login, password: 'nope' } });
    await callDescribed('get', '/api/health');
    await callDescribed('get', '/api/blog-articles');
    await callDescribed('get', '/api/admin/users', { token: tenant.admin.token });
    await callDescribed('get', '/api/admin/users/{login}', { token: tenant.admin.token, params });
    await callDescribed('get', '/api/admin/mail-outbox', { token: tenant.admin.token });
    await callDescribed('get', '/api/admin/users', { token });
    await callDescribed('post', '/api/matches/{id}/start', { token, params });
    await callDescribed('post', '/api/events/bulk', { token, body: [VALID_BODIES.events!(tenant.ids), { id: 3 }] });
    await callDescribed('get', '/api/matches/{id}/review', { token, params });
    await callDescribed('get', '/api/matches/{id}/review/official', { token, params });
    await callDescribed('get', '/api/matches/{id}/tips', { token, params });
    await callDescribed('get', '/api/matches/{id}/archive', { token, params });
    await callDescribed('get', '/api/matches/{id}/sign-off', { token, params });
    await callDescribed('put', '/api/matches/{id}/clock', {
      token,
      params,
      body: { quarter: 1, secondsLeft: 300, running: true },
    });
    await callDescribed('get', '/api/matches/{id}/live-share', { token, params });
    const { body: share } = await callDescribed('post', '/api/matches/{id}/live-share', { token, params, body: {} });
    await callDescribed('get', '/api/live/{shareId}', { params: { shareId: (share as { shareId: string }).shareId } });
    await callDescribed('get', '/api/live/{shareId}', { params: { shareId: 'nosuchshare' } });
    await callDescribed('get', '/api/matches/{id}/review', { token, params: { id: 999_999 } });
  });
});
