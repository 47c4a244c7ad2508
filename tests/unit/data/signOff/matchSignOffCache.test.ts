import { beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../../../../src/data/api/createApiClient';
import { NOT_SIGNED, readMatchSignOff, refreshMatchSignOff } from '../../../../src/data/signOff';
import { resetDb } from '../outbox/outboxFixtures';

beforeEach(() => resetDb());

/** A client whose every call answers `status` with `body`, noting the paths asked. */
function serverAnswering(status: number, body: unknown, asked: string[] = []) {
  return createApiClient({
    getToken: () => null,
    onUnauthorized: () => {},
    baseURL: 'http://poolside.test/api',
    fetch: async (input) => {
      asked.push(new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url).pathname);
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    },
  });
}

const signed = { signedBy: 'Anna Kiss', signedAt: '2026-11-29T10:00:00.000Z' };

describe('the cached sign-off of a match', () => {
  it('is open until the server was asked', async () => {
    expect(await readMatchSignOff(7)).toEqual(NOT_SIGNED);
  });

  it('keeps what the server answered, per match, for reading offline', async () => {
    const asked: string[] = [];
    await refreshMatchSignOff(7, serverAnswering(200, signed, asked));
    expect(asked).toEqual(['/api/matches/7/sign-off']);
    expect(await readMatchSignOff(7)).toEqual(signed);
    expect(await readMatchSignOff(8)).toEqual(NOT_SIGNED);
  });

  it.each([
    ['a reopening', 200, NOT_SIGNED, NOT_SIGNED],
    ['a failed load', 503, { status: 503 }, signed],
    ['an answer of another shape', 200, { signedBy: 3 }, signed],
  ])('after %s it holds what it should', async (_, status, body, expected) => {
    await refreshMatchSignOff(7, serverAnswering(200, signed));
    await refreshMatchSignOff(7, serverAnswering(status, body)).catch(() => undefined);
    expect(await readMatchSignOff(7)).toEqual(expected);
  });
});
