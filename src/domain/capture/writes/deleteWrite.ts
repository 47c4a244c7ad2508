import type { CaptureWrite } from '../types';

type Stored = { uuid: string; id?: number | null | undefined };

/** A delete (or reopen) of a stored row: with its server id when known, so the data layer calls the server. */
export function deleteWrite(kind: 'deleteEvent' | 'deletePossession' | 'reopenPossession', row: Stored): CaptureWrite {
  return row.id != null ? { kind, uuid: row.uuid, id: row.id } : { kind, uuid: row.uuid };
}
