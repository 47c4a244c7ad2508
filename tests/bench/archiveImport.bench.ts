import { randomUUID } from 'node:crypto';
import type { MatchArchive } from '../../src/domain/archive';
import type { Bench } from './run';
import { onEachDatabase, type BenchTarget } from './benchServer';
import { withBenchServerProcess } from './benchServerProcess';
import { summarise } from './figures';
import { sampleHealth } from './liveBenchClients';

/** The probe's archive: one match with 20,000 events (about 4.5 MB); an archive holds at most 5,000 possessions. */
const EVENTS = 20_000;
const POSSESSIONS = 5_000;

/** The demo's first ended match, its log repeated with fresh uuids as often as EVENTS (the archive's limit) allows. */
async function largeArchive(target: BenchTarget): Promise<MatchArchive> {
  const headers = { Authorization: `Bearer ${target.token}` };
  const matches = (await (
    await fetch(`${target.base}/api/matches?status.equals=ENDED&sort=id,asc&size=1`, { headers })
  ).json()) as {
    id: number;
  }[];
  const archive = (await (
    await fetch(`${target.base}/api/matches/${matches[0]!.id}/archive`, { headers })
  ).json()) as MatchArchive;
  const events: MatchArchive['events'] = [];
  const possessions: MatchArchive['possessions'] = [];
  while (events.length + archive.events.length <= EVENTS) {
    const uuids = new Map<string, string>();
    const hasPossessions = possessions.length + archive.possessions.length <= POSSESSIONS;
    for (const row of [...(hasPossessions ? archive.possessions : []), ...archive.events])
      uuids.set(row.uuid, randomUUID());
    // Every link (possessionUuid, opponentEventUuid, …) follows its row's new uuid, or goes with a possession left out.
    const renamed = <T extends object>(row: T): T =>
      Object.fromEntries(
        Object.entries(row).map(([key, value]) =>
          key.endsWith('Uuid') || key === 'uuid' ? [key, uuids.get(value as string) ?? null] : [key, value],
        ),
      ) as T;
    if (hasPossessions) possessions.push(...archive.possessions.map(renamed));
    events.push(...archive.events.map(renamed));
  }
  // Without the empty fields an export writes out, as a compact archive from elsewhere would come.
  const compact = <T extends object>(row: T) =>
    Object.fromEntries(Object.entries(row).filter(([, value]) => value !== null && value !== undefined)) as T;
  return { ...archive, events: events.map(compact), possessions: possessions.map(compact) };
}

/**
 * LOW item of the second trust round: a large archive import must not stop the server answering others.
 * Prints the import's time and /api/health sampled every 20 ms while it runs (the server in a process of its own), on
 * PGlite and, with DATABASE_URL, on PostgreSQL.
 */
export default {
  name: 'archive import of 20,000 events: /api/health meanwhile',
  run: () =>
    onEachDatabase((label, databaseUrl) =>
      withBenchServerProcess(databaseUrl, async (target) => {
        const archive = await largeArchive(target);
        const body = JSON.stringify(archive);
        console.log(`${label} archive: ${archive.events.length} events, ${(body.length / 1e6).toFixed(1)} MB`);
        let isDone = false;
        const health = sampleHealth(target, () => isDone, 20);
        const started = performance.now();
        const response = await fetch(`${target.base}/api/matches/import`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${target.token}`, 'Content-Type': 'application/json' },
          body,
        });
        if (!response.ok) throw new Error(`import answered ${response.status}: ${await response.text()}`);
        await response.arrayBuffer();
        const elapsed = performance.now() - started;
        isDone = true;
        const { samples, failed } = await health;
        console.log(`${label} import: ${response.status} in ${elapsed.toFixed(0)} ms`);
        summarise(`${label} health during the import`, samples);
        if (failed > 0) console.log(`${label} health failed (over 5 s) ${failed} times`);
      }),
    ),
} satisfies Bench;
