import type { MatchEvent, Possession } from '../../model';
import { mirrorEventType } from '../../model';
import type { MatchLogs } from './types';

/** What one script line stored in each team's log, in the order it was stored. */
export type LineRecord = Record<'team1' | 'team2', { events: string[]; possessions: string[] }>;

/**
 * Joins the two teams' logs of one match. Within a line, team2's event of the mirrored type (SHOOT ↔
 * SHOOTAGAINST, OFFENSE_START ↔ DEFENSE_START, …) is the same happening as team1's, and team2's possession
 * of the other side is the same possession: team2's rows take the uuids team1 gave as opponent uuids, so
 * `opponentEventUuid` / `opponentPossessionUuid` point across both ways. Linked possessions also get each
 * other's players in water and formation as the opponent's. Rows with no counterpart keep their own uuids.
 */
export function linkOpponentLogs(logs: MatchLogs, records: readonly LineRecord[]): MatchLogs {
  const byUuid = <T extends { uuid: string }>(rows: readonly T[]) => new Map(rows.map((row) => [row.uuid, row]));
  const events1 = byUuid(logs.team1.events);
  const events2 = byUuid(logs.team2.events);
  const possessions1 = byUuid(logs.team1.possessions);
  const possessions2 = byUuid(logs.team2.possessions);
  const renamed = new Map<string, string>();
  const partnerOf = new Map<string, Possession>();

  for (const record of records) {
    const unpairedEvents = record.team2.events
      .map((uuid) => events2.get(uuid))
      .filter((e): e is MatchEvent => e !== undefined);
    for (const uuid of record.team1.events) {
      const event = events1.get(uuid);
      const mirror = event && mirrorEventType(event.type);
      const at = unpairedEvents.findIndex((candidate) => candidate.type === mirror);
      const partner = unpairedEvents[at];
      if (!event?.opponentEventUuid || !partner) continue;
      unpairedEvents.splice(at, 1);
      renamed.set(partner.uuid, event.opponentEventUuid);
      if (partner.opponentEventUuid) renamed.set(partner.opponentEventUuid, event.uuid);
    }
    const unpaired = record.team2.possessions
      .map((uuid) => possessions2.get(uuid))
      .filter((p): p is Possession => p !== undefined);
    for (const uuid of record.team1.possessions) {
      const possession = possessions1.get(uuid);
      const at = unpaired.findIndex((candidate) => candidate.offense !== possession?.offense);
      const partner = unpaired[at];
      if (!possession?.opponentPossessionUuid || !partner) continue;
      unpaired.splice(at, 1);
      renamed.set(partner.uuid, possession.opponentPossessionUuid);
      if (partner.opponentPossessionUuid) renamed.set(partner.opponentPossessionUuid, possession.uuid);
      partnerOf.set(possession.uuid, partner);
      partnerOf.set(partner.uuid, possession);
    }
  }

  const rename = (uuid: string | null | undefined) => (uuid == null ? uuid : (renamed.get(uuid) ?? uuid));
  const withOpponent = (possession: Possession): Possession => {
    const partner = partnerOf.get(possession.uuid);
    if (!partner) return possession;
    return {
      ...possession,
      opponentPlayersInWater: partner.playersInWater ?? null,
      opponentFormation: partner.formation ?? null,
    };
  };
  return {
    team1: { events: logs.team1.events, possessions: logs.team1.possessions.map(withOpponent) },
    team2: {
      events: logs.team2.events.map((event) => ({
        ...event,
        uuid: rename(event.uuid) ?? event.uuid,
        possessionUuid: rename(event.possessionUuid),
        opponentPossessionUuid: rename(event.opponentPossessionUuid),
        opponentEventUuid: rename(event.opponentEventUuid),
      })),
      possessions: logs.team2.possessions.map((possession) => ({
        ...withOpponent(possession),
        uuid: rename(possession.uuid) ?? possession.uuid,
        opponentPossessionUuid: rename(possession.opponentPossessionUuid),
      })),
    },
  };
}
