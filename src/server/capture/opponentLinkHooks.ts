import type { AfterWrite } from '../resources/resourceConfig';
import { linkEvent } from './linkEvent';
import { linkEvents } from './linkEvents';
import { linkPossession } from './linkPossession';
import type { EventRow, PossessionRow } from './linkRows';
import { lockMatchLinks } from './lockMatchLinks';

const lockMatch: Pick<AfterWrite, 'lock'> = {
  lock: (tx, values) => lockMatchLinks(tx, values.matchId as number),
};

/** Each scorer's event is linked to the other scorer's record of the same happening as it arrives. */
export const linkEventOnWrite: AfterWrite = {
  ...lockMatch,
  apply: (tx, row) => linkEvent(tx, row as EventRow),
  applyMany: (tx, rows) => linkEvents(tx, rows as EventRow[]),
};

/** Each scorer's possession is linked to the other scorer's record of the same possession as it arrives. */
export const linkPossessionOnWrite: AfterWrite = {
  ...lockMatch,
  apply: (tx, row) => linkPossession(tx, row as PossessionRow),
};
