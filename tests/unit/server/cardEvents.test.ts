import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CARD_WITHOUT_PERSON_MESSAGE } from '../../../src/domain/model';
import { createTenant, VALID_BODIES, type Tenant } from './support/fixtures';
import { json, startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
let tenant: Tenant;

beforeAll(async () => {
  server = await startTestServer();
  tenant = await createTenant(server, 'Cards');
});
afterAll(() => server.close());

/** A card event of team1: no shot fields, the person as given. */
const cardBody = (fields: Record<string, unknown>) => {
  const { shootOutcome: _outcome, playerNumber: _cap, ...event } = VALID_BODIES.events!(tenant.ids);
  return { ...event, type: 'YELLOW_CARD', offense: false, ...fields };
};
const post = (body: unknown) => server.request('POST', '/api/events', { token: tenant.manager.token, body });

describe('card events on the server', () => {
  test.each([
    ['a yellow card to the head coach', { type: 'YELLOW_CARD', official: 'HEAD_COACH' }],
    ['a yellow card to a team official', { type: 'YELLOW_CARD', official: 'TEAM_OFFICIAL' }],
    ['a red card to a player', { type: 'RED_CARD', playerNumber: 7 }],
    ['a red card to the assistant coach', { type: 'RED_CARD', official: 'ASSISTANT_COACH' }],
    // A scorer keeping both teams: the other team's card, their player as the opponent.
    ['a yellow card to their player', { type: 'YELLOW_CARD_AGAINST', opponentPlayerNumber: 9 }],
    ['a red card to their head coach', { type: 'RED_CARD_AGAINST', official: 'HEAD_COACH' }],
  ])('%s is stored and read back with its person', async (_label, fields) => {
    const response = await post(cardBody(fields));
    expect(response.status, await response.clone().text()).toBe(201);
    const { id } = await json<{ id: number }>(response);
    const stored = await json<Record<string, unknown>>(
      await server.request('GET', `/api/events/${id}`, { token: tenant.analyst.token }),
    );
    expect(stored).toMatchObject({ official: null, playerNumber: null, ...fields });
  });

  test('a card naming neither a player nor an official is a 400 that says so', async () => {
    const response = await post(cardBody({ type: 'RED_CARD' }));
    expect(response.status).toBe(400);
    const problem = await json<{ fieldErrors: { field: string; message: string }[] }>(response);
    expect(problem.fieldErrors).toEqual([expect.objectContaining({ message: CARD_WITHOUT_PERSON_MESSAGE })]);
  });

  test('their card naming only a player of ours is a 400 that says so', async () => {
    const response = await post(cardBody({ type: 'YELLOW_CARD_AGAINST', playerNumber: 7 }));
    expect(response.status).toBe(400);
    const problem = await json<{ fieldErrors: { message: string }[] }>(response);
    expect(problem.fieldErrors).toEqual([expect.objectContaining({ message: CARD_WITHOUT_PERSON_MESSAGE })]);
  });

  test('an unknown official is a 400, not a 500', async () => {
    const response = await post(cardBody({ official: 'REFEREE' }));
    expect(response.status).toBe(400);
    expect((await json<{ fieldErrors: { field: string }[] }>(response)).fieldErrors[0]!.field).toBe('official');
  });

  test('an update that takes the person off a stored card is refused', async () => {
    const body = cardBody({ official: 'HEAD_COACH' });
    const created = await json<{ id: number }>(await post(body));
    const response = await server.request('PUT', `/api/events/${created.id}`, {
      token: tenant.manager.token,
      body: { ...body, id: created.id, official: null },
    });
    expect(response.status).toBe(400);
  });

  test('a card in a bulk delivery without a person is refused on its own, the rest stored', async () => {
    const response = await server.request('POST', '/api/events/bulk', {
      token: tenant.manager.token,
      body: [cardBody({ official: 'HEAD_COACH' }), cardBody({})],
    });
    expect(response.status).toBe(200);
    expect((await json<{ status: number }[]>(response)).map((result) => result.status)).toEqual([201, 400]);
  });
});
