import { db } from '../../../../src/data/db';
import { queueOutboxWrite } from '../../../../src/data/outbox';
import { changeRowsInFlight } from '../../../../src/data/outbox/rowsInFlight';
import type { MatchEvent } from '../../../../src/domain/model';

export async function resetDb(options: { signedIn?: boolean } = {}): Promise<void> {
  await Promise.all(db.tables.map((table) => table.clear()));
  if (options.signedIn === false) return;
  await db.auth.put({ key: 'current', token: 'token' });
  await db.account.put({
    key: 'current',
    account: {
      id: 1,
      login: 'user',
      firstName: 'U',
      lastName: 'Ser',
      email: 'user@localhost',
      activated: true,
      langKey: 'en',
      imageUrl: null,
      authorities: ['ROLE_USER'],
      userExtra: { id: 1, organization: { id: 1, name: 'Demo' }, user: { id: 1, login: 'user' } },
    },
  });
}

let counter = 0;
export function anEvent(overrides: Partial<MatchEvent> = {}): MatchEvent {
  counter += 1;
  const hex = counter.toString(16).padStart(12, '0');
  return {
    uuid: `00000000-0000-4000-8000-${hex}`,
    match: { id: 1 },
    team: { id: 1 },
    quarter: 1,
    time: counter,
    type: 'DRIVE',
    offense: true,
    extraPlayer: false,
    needsReview: false,
    timeEstimated: false,
    ...overrides,
  };
}

/** A scorer's write as the capture screen makes it: the local row and its outbox row in one transaction. */
export async function capture(
  event: MatchEvent,
  op: 'create' | 'update' | 'delete' = 'create',
  now = Date.now(),
): Promise<void> {
  await db.transaction('rw', db.events, db.outbox, db.meta, async () => {
    const local = await db.events.get(event.uuid);
    if (op === 'delete') await db.events.delete(event.uuid);
    else await db.events.put({ ...event, ...(local?.id ? { id: local.id } : {}) });
    const serverId = local?.id ? { serverId: local.id } : {};
    await queueOutboxWrite(
      { entity: 'event', op, uuid: event.uuid, payload: op === 'delete' ? null : event, ...serverId },
      now,
    );
  });
}

/** Every row queued now is on its way: a flush has marked it in flight (claimRows) and is waiting for the answer. */
export async function markQueueInFlight(): Promise<void> {
  await changeRowsInFlight({ add: (await db.outbox.toCollection().primaryKeys()) as number[] });
}
