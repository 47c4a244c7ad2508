import { randomUUID } from 'node:crypto';
import type { MatchLogs } from '../../../../src/domain/capture/script';
import type { MatchEvent, Possession } from '../../../../src/domain/model';

/** The links the seed gives a scripted match: team1's uuid → team2's, for events and possessions. */
export function linksOf(logs: MatchLogs, kind: 'events' | 'possessions'): Map<string, string> {
  const pointer = (row: MatchEvent | Possession) =>
    'opponentEventUuid' in row ? row.opponentEventUuid : (row as Possession).opponentPossessionUuid;
  const team2 = new Map<string, MatchEvent | Possession>(logs.team2[kind].map((row) => [row.uuid, row]));
  const links = new Map<string, string>();
  for (const row of logs.team1[kind]) {
    const partner = team2.get(pointer(row) ?? '');
    if (partner && pointer(partner) === row.uuid) links.set(row.uuid, partner.uuid);
  }
  return links;
}

/**
 * One scorer's log as their device sends it: the seed's links undone (random opponent uuids, no opponent
 * players), possessions and events in the order they were recorded, and a clock `lag` seconds behind.
 */
export function asDeviceSends(
  log: MatchLogs['team1'],
  lag: number,
): ['events' | 'possessions', Record<string, unknown>][] {
  const pointers = new Map(log.possessions.map((p) => [p.uuid, randomUUID()]));
  const possessions = log.possessions.map((p) => ({
    at: p.timeFrom,
    write: [
      'possessions',
      {
        ...p,
        timeFrom: Math.max(0, p.timeFrom - lag),
        opponentPossessionUuid: pointers.get(p.uuid),
        opponentPlayersInWater: null,
        opponentFormation: null,
      },
    ] as const,
  }));
  const events = log.events.map((e) => ({
    at: e.time,
    write: [
      'events',
      {
        ...e,
        time: Math.max(0, e.time - lag),
        opponentEventUuid: e.opponentEventUuid && randomUUID(),
        opponentPossessionUuid: (e.possessionUuid && pointers.get(e.possessionUuid)) ?? null,
      },
    ] as const,
  }));
  return [...possessions, ...events].sort((a, b) => a.at - b.at).map(({ write }) => [...write]);
}

/** The links stored rows of one match hold, as `linksOf` gives them: team1's uuid → team2's, both naming each other. */
export function storedLinks(
  rows: readonly Record<string, unknown>[],
  team1Id: number,
  kind: 'events' | 'possessions',
): Map<string, string> {
  const pointer = kind === 'events' ? 'opponentEventUuid' : 'opponentPossessionUuid';
  const byUuid = new Map(rows.map((row) => [row.uuid, row]));
  const links = new Map<string, string>();
  for (const row of rows) {
    const partner = byUuid.get(row[pointer]);
    const isTeam1 = (row.team as { id: number }).id === team1Id;
    if (isTeam1 && partner && partner[pointer] === row.uuid) links.set(String(row.uuid), String(partner.uuid));
  }
  return links;
}
