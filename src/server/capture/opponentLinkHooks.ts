import { mirrorEventType } from '../../domain/capture';
import type { AfterWrite } from '../resources/resourceConfig';
import { isEventSettled } from './isEventSettled';
import { linkEvent, type EventLinkReads } from './linkEvent';
import { linkEvents } from './linkEvents';
import { linkPossession } from './linkPossession';
import type { EventRow, PossessionRow } from './linkRows';
import { readEventLinksAhead } from './readEventLinksAhead';
import { lockMatchLinks, matchLinksLockStatement } from './lockMatchLinks';

const lockMatch: Pick<AfterWrite, 'lock' | 'lockStatement'> = {
  lock: (tx, values) => lockMatchLinks(tx, values.matchId as number),
  lockStatement: (values) => matchLinksLockStatement(values.matchId as number),
};

/** Each scorer's event is linked to the other scorer's record of the same happening as it arrives. */
export const linkEventOnWrite: AfterWrite = {
  ...lockMatch,
  apply: (tx, row, ahead) => linkEvent(tx, row as EventRow, ahead as EventLinkReads | undefined),
  readsAhead: (row) => readEventLinksAhead(row as EventRow),
  isSettled: (row, ahead) => isEventSettled(row as EventRow, ahead as EventLinkReads | undefined),
  applyMany: (tx, rows) => linkEvents(tx, rows as EventRow[]),
  // A happening without a side (a drive, a time-out, a substitution) pairs with nothing and, with no possession
  // to take an opponent possession from, has nothing to link; no other event's pairing reads it.
  isInert: (row) => {
    const { type, possessionUuid } = row as EventRow;
    return mirrorEventType(type) === null && possessionUuid === null;
  },
};

/** Each scorer's possession is linked to the other scorer's record of the same possession as it arrives. */
export const linkPossessionOnWrite: AfterWrite = {
  ...lockMatch,
  apply: (tx, row) => linkPossession(tx, row as PossessionRow),
};
