import type { ArchiveProblem } from './archiveProblem';
import type { MatchArchive } from './matchArchiveSchema';

type LinkCheck = { path: string; value: string | number | null | undefined; known: ReadonlySet<string | number> };

const firstUnknown = (checks: Iterable<LinkCheck>) => {
  for (const check of checks) if (check.value != null && !check.known.has(check.value)) return check.path;
  return null;
};

/** The first value given twice in `values` (by path), or null. */
function firstDuplicate(values: readonly { path: string; key: string | number }[]): string | null {
  const seen = new Set<string | number>();
  for (const { path, key } of values) {
    if (seen.has(key)) return path;
    seen.add(key);
  }
  return null;
}

function* teamLinks(archive: MatchArchive, teamIds: ReadonlySet<number>): Generator<LinkCheck> {
  yield { path: 'match.team1.id', value: archive.match.team1.id, known: teamIds };
  yield { path: 'match.team2.id', value: archive.match.team2.id, known: teamIds };
  for (const [kind, rows] of [
    ['roster', archive.roster],
    ['possessions', archive.possessions],
    ['events', archive.events],
  ] as const) {
    for (const [i, row] of rows.entries()) yield { path: `${kind}[${i}].team.id`, value: row.team.id, known: teamIds };
  }
}

function* possessionLinks(archive: MatchArchive, possessions: ReadonlySet<string>): Generator<LinkCheck> {
  for (const [i, row] of archive.possessions.entries())
    yield { path: `possessions[${i}].opponentPossessionUuid`, value: row.opponentPossessionUuid, known: possessions };
  for (const [i, row] of archive.events.entries()) {
    yield { path: `events[${i}].possessionUuid`, value: row.possessionUuid, known: possessions };
    yield { path: `events[${i}].opponentPossessionUuid`, value: row.opponentPossessionUuid, known: possessions };
  }
}

function* eventLinks(archive: MatchArchive, events: ReadonlySet<string>): Generator<LinkCheck> {
  for (const [i, row] of archive.events.entries())
    yield { path: `events[${i}].opponentEventUuid`, value: row.opponentEventUuid, known: events };
  for (const [i, video] of archive.videos.entries()) {
    for (const [j, anchor] of (video.alignment?.anchors ?? []).entries())
      yield { path: `videos[${i}].alignment.anchors[${j}].eventUuid`, value: anchor.eventUuid, known: events };
  }
}

/**
 * The first link of a well-formed archive that names nothing in it (a team that is not one of the match's
 * two, a possession or event uuid not in the archive), or a uuid, team or cap given twice; null when every
 * link holds, so the rows can be stored as they are.
 */
export function findBrokenLink(archive: MatchArchive): ArchiveProblem | null {
  const duplicate =
    firstDuplicate(archive.teams.map((team, i) => ({ path: `teams[${i}].id`, key: team.id }))) ??
    (archive.match.team1.id === archive.match.team2.id ? 'match.team2.id' : null) ??
    firstDuplicate(archive.possessions.map((row, i) => ({ path: `possessions[${i}].uuid`, key: row.uuid }))) ??
    firstDuplicate(archive.events.map((row, i) => ({ path: `events[${i}].uuid`, key: row.uuid }))) ??
    firstDuplicate(archive.roster.map((row, i) => ({ path: `roster[${i}].cap`, key: `${row.team.id}/${row.cap}` })));
  if (duplicate) return { code: 'duplicate', path: duplicate };
  const teamIds = new Set(archive.teams.map((team) => team.id));
  const possessions = new Set(archive.possessions.map((row) => row.uuid));
  const events = new Set(archive.events.map((row) => row.uuid));
  const team = firstUnknown(teamLinks(archive, teamIds));
  if (team) return { code: 'unknownReference', path: team, target: 'team' };
  const possession = firstUnknown(possessionLinks(archive, possessions));
  if (possession) return { code: 'unknownReference', path: possession, target: 'possession' };
  const event = firstUnknown(eventLinks(archive, events));
  if (event) return { code: 'unknownReference', path: event, target: 'event' };
  return null;
}
