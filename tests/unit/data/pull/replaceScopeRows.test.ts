import { beforeEach, describe, expect, it } from 'vitest';
import { db, type EventRow } from '../../../../src/data/db';
import { cacheScope, replaceScopeRows, type PullGuard } from '../../../../src/data/pull';
import { readPullGuard } from '../../../../src/data/pull/readPullGuard';
import { queueOutboxWrite } from '../../../../src/data/outbox';
import { anEvent, resetDb } from '../outbox/outboxFixtures';

type Before = 'absent' | 'synced' | 'queued';
type Meanwhile = 'nothing' | 'recorded' | 'edited' | 'deleted' | 'delivered';
type Outcome = 'server copy' | 'local copy' | 'absent';

/**
 * One row of the scope: what the device held when the pull began, what happened on the device while the answer
 * was on its way, whether the answer lists the row, and what the cache holds after the pull.
 */
const RULES: [Before, Meanwhile, 'listed' | 'unlisted', Outcome][] = [
  ['synced', 'nothing', 'listed', 'server copy'],
  ['synced', 'nothing', 'unlisted', 'absent'],
  ['queued', 'nothing', 'listed', 'local copy'],
  ['queued', 'nothing', 'unlisted', 'local copy'],
  ['queued', 'delivered', 'listed', 'local copy'],
  ['queued', 'delivered', 'unlisted', 'local copy'],
  ['synced', 'edited', 'listed', 'local copy'],
  ['synced', 'edited', 'unlisted', 'local copy'],
  ['synced', 'deleted', 'listed', 'absent'],
  ['absent', 'recorded', 'listed', 'local copy'],
  ['absent', 'recorded', 'unlisted', 'local copy'],
  ['absent', 'nothing', 'listed', 'server copy'],
];

const scope = cacheScope(db.events, 'match.id', [1]);
const queue = (uuid: string) => queueOutboxWrite({ entity: 'event', op: 'update', uuid, payload: {} });

async function outcomeOf(before: Before, meanwhile: Meanwhile, listed: boolean): Promise<Outcome> {
  const row = anEvent({ id: 7, notes: 'local copy' });
  if (before !== 'absent') await db.events.put(row);
  if (before === 'queued') await queue(row.uuid);
  const guard = await readPullGuard([scope]);
  if (meanwhile === 'recorded' || meanwhile === 'edited') await db.events.put({ ...row, time: row.time + 1 });
  if (meanwhile === 'deleted') await db.events.delete(row.uuid);
  if (meanwhile === 'delivered') await db.outbox.clear();
  const answer = listed ? [{ ...row, notes: 'server copy' }] : [];
  await db.transaction('rw', db.events, db.outbox, () => replaceScopeRows(scope, answer, guard));
  const stored = await db.events.get(row.uuid);
  return stored ? (stored.notes as Outcome) : 'absent';
}

beforeEach(() => resetDb());

describe('replacing a scope of cached rows with the server answer', () => {
  it.each(RULES)(
    'held %s, %s on the device meanwhile, %s by the server: %s',
    async (before, meanwhile, listed, outcome) => {
      expect(await outcomeOf(before, meanwhile, listed === 'listed')).toBe(outcome);
    },
  );

  it('without a guard every cached row counts as held; a queued one still keeps its local copy', async () => {
    const [gone, queued] = [anEvent({ id: 1 }), anEvent({ notes: 'local copy' })];
    await db.events.bulkPut([gone, queued]);
    await queue(queued.uuid);
    await db.transaction('rw', db.events, db.outbox, () =>
      replaceScopeRows(scope, [{ ...queued, notes: 'server copy' }]),
    );
    expect(await db.events.toArray()).toEqual([queued]);
  });

  it('leaves the rows outside the scope alone', async () => {
    const otherMatch: EventRow = anEvent({ match: { id: 2 } });
    await db.events.put(otherMatch);
    const empty: PullGuard = { queued: new Set(), held: new Map() };
    await db.transaction('rw', db.events, db.outbox, () => replaceScopeRows(scope, [], empty));
    expect(await db.events.toArray()).toEqual([otherMatch]);
  });

  it('refuses to run outside a transaction over the table and the outbox', async () => {
    await expect(replaceScopeRows(scope, [])).rejects.toThrow(/events, outbox/);
    await expect(db.transaction('rw', db.events, () => replaceScopeRows(scope, []))).rejects.toThrow(/outbox/);
  });
});
