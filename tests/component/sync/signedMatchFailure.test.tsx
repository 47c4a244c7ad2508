import { describe, expect, it } from 'vitest';
import type { OutboxRow } from '../../../src/data/db';
import { failureOf } from '../../../src/data/outbox/failureOf';
import { activateLanguage } from '../../../src/app/i18n';
import { failureText } from '../../../src/app/sync/failureText';

/** The problem the server answers a write to a signed match's events with (src/server/signOff). */
const SIGNED = {
  type: 'https://www.jhipster.tech/problem/problem-with-message',
  title: 'Conflict',
  status: 409,
  detail: 'Match 12 is signed off: its events are locked until an admin reopens it',
  message: 'error.matchsigned',
};

const parked = (body: unknown, status: number | null): OutboxRow => ({
  id: 1,
  entity: 'event',
  op: 'create',
  uuid: 'uuid-1',
  payload: {},
  attempts: 5,
  nextAttemptAt: 0,
  lastError: null,
  lastFailure: failureOf(status, body),
  state: 'parked',
  createdAt: 0,
});

describe('what Sync problems says of a refused write', () => {
  it.each([
    // The server's English is its own precise sentence; other languages get the catalogue's for its key.
    ['en', SIGNED, 409, 'HTTP 409: Match 12 is signed off: its events are locked until an admin reopens it'],
    ['hu', SIGNED, 409, 'HTTP 409: A mérkőzés jóvá van hagyva, az eseményei zárolva vannak.'],
    [
      'hu',
      { ...SIGNED, message: 'error.validation', detail: 'time: too large' },
      400,
      'HTTP 400: Néhány adat nem megfelelő.',
    ],
    ['hu', { ...SIGNED, message: 'error.unheardof', detail: 'time: too large' }, 400, 'HTTP 400: time: too large'],
    ['hu', { title: 'Bad Request', status: 400 }, 400, 'HTTP 400: Bad Request'],
    ['en', 'Bad gateway', 502, 'HTTP 502: Bad gateway'],
    ['en', null, null, 'No answer from the server'],
  ] as const)('%s: %j answered %s', async (language, body, status, text) => {
    await activateLanguage(language);
    expect(failureText(parked(body, status))).toContain(text);
  });

  it('keeps the error key only when the server gave one', () => {
    expect(failureOf(409, SIGNED)).toEqual({ status: 409, detail: SIGNED.detail, message: 'error.matchsigned' });
    expect(failureOf(502, 'Bad gateway')).toEqual({ status: 502, detail: 'Bad gateway' });
    expect(failureOf(400, { detail: 'x', message: 7 })).toEqual({ status: 400, detail: 'x' });
  });
});
