import { randomUUID } from 'node:crypto';
import { applyLivePatch, parseLivePatch } from '../../../../../src/domain/live/livePatch';
import type { LiveSnapshot } from '../../../../../src/domain/live/liveSnapshot';
import type { Tenant } from '../../support/fixtures';
import { json, type TestServer } from '../../support/testServer';
import { readServerSentEvents } from './readServerSentEvents';

export type LiveShareAnswer = { shareId: string; url: string; showNames: boolean };

/** Turns sharing on for the tenant's match as its data manager. */
export async function shareMatch(server: TestServer, tenant: Tenant, body?: unknown): Promise<LiveShareAnswer> {
  const response = await server.request('POST', `/api/matches/${tenant.ids.match}/live-share`, {
    token: tenant.manager.token,
    ...(body === undefined ? {} : { body }),
  });
  if (response.status !== 200) throw new Error(`share answered ${response.status}: ${await response.text()}`);
  return json<LiveShareAnswer>(response);
}

/** A goal of team 1's cap 5 in quarter 1 as its scorer posts it. */
export function goalBody(tenant: Tenant, overrides: Record<string, unknown> = {}) {
  return {
    uuid: randomUUID(),
    match: { id: tenant.ids.match },
    team: { id: tenant.ids.team1 },
    quarter: 1,
    time: 100,
    type: 'SHOOT',
    offense: true,
    shootOutcome: 'GOAL',
    shootSituation: 'ACTION',
    playerNumber: 5,
    shootFromPoolX: 1000,
    shootFromPoolY: 600,
    ...overrides,
  };
}

/**
 * The states a viewer of `events` holds: each whole snapshot, or the one before with a change message applied.
 * `holding` is what a browser reconnecting with its version as Last-Event-ID still shows.
 */
export function followSnapshots(events: ReturnType<typeof readServerSentEvents>, holding: LiveSnapshot | null = null) {
  let held = holding;
  const nextSnapshot = async () => {
    const message = await events.nextData();
    if (!message) throw new Error('the stream ended');
    if (message.event === 'patch') {
      const patch = parseLivePatch(message.data);
      const applied = held && patch ? applyLivePatch(held, patch) : null;
      if (!applied) throw new Error(`a change the viewer cannot apply to version ${held?.version}: ${message.data}`);
      held = applied;
      return { id: message.id, snapshot: applied, isPatch: true };
    }
    held = JSON.parse(message.data) as LiveSnapshot;
    return { id: message.id, snapshot: held, isPatch: false };
  };
  return { nextSnapshot };
}

/** Opens a share's event stream without any authorisation, as a spectator's browser does (see followSnapshots). */
export async function watchLive(
  server: TestServer,
  shareId: string,
  headers: Record<string, string> = {},
  holding: LiveSnapshot | null = null,
) {
  const response = await server.request('GET', `/api/live/${shareId}/stream`, { headers });
  const events = readServerSentEvents(response);
  return { response, ...events, ...followSnapshots(events, holding) };
}
