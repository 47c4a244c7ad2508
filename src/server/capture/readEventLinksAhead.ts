import { mirrorEventType } from '../../domain/capture';
import type { ReadsAhead } from '../resources/resourceConfig';
import { eventCandidatesAhead } from './findEventCandidates';
import { ownPossessionAhead } from './findOwnPossession';
import type { EventLinkReads } from './linkEvent';
import type { EventRow } from './linkRows';

/** The fields of an event that decide what its linking reads: the reads sent ahead hold while these are unchanged. */
const READ_BY = ['organizationId', 'matchId', 'teamId', 'uuid', 'type', 'quarter', 'time', 'possessionUuid'] as const;

/**
 * linkEvent's reads for an event just stored (its possession, the other side's candidates), as statements to send
 * ahead with the linking transaction's BEGIN. A possession start's candidates depend on its possession's link, so
 * they are left to linkEvent. The reads are taken only for the row as re-read under the lock, if what they read
 * by is what it was when stored (an edit may have come between).
 */
export function readEventLinksAhead(row: EventRow): ReadsAhead {
  const { possessionUuid } = row;
  const own = possessionUuid ? ownPossessionAhead({ ...row, possessionUuid }) : undefined;
  const candidates = mirrorEventType(row.type) === null ? undefined : eventCandidatesAhead(row);
  const statements = [own?.statement, candidates?.statement].filter((statement) => statement !== undefined);
  return {
    statements,
    reads: (current, rows): EventLinkReads | undefined => {
      if (READ_BY.some((key) => current[key] !== row[key])) return undefined;
      return {
        ownPossession: own ? own.possession(rows[0]!) : undefined,
        candidates: candidates ? candidates.candidates(rows.at(-1)!) : undefined,
      };
    },
  };
}
