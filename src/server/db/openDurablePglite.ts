import { fsyncSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/**
 * PGlite's own start parameters without `-F` (which turns fsync off), and with the WAL flushed by fsync():
 * the default `fdatasync` is a no-op in PGlite's file system layer, fsync() is the call we can route to disk.
 * synchronous_commit (on) and full_page_writes (on) keep PostgreSQL's defaults.
 */
const DURABLE_START_PARAMS = [
  ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
  '-c',
  'fsync=on',
  '-c',
  'wal_sync_method=fsync',
];

/** WASI errno values PostgreSQL sees when an fsync fails. */
const WASI_EINVAL = 28;
const WASI_EIO = 29;

type NodeFsStream = { nfd?: number };
type StreamOps = { fsync?: (stream: NodeFsStream) => number };

/**
 * Emscripten's NODEFS writes every page straight to the host file (so a killed process loses nothing
 * PostgreSQL wrote), but has no fsync: without one, a commit acknowledged to a client still sits in the OS
 * page cache and a power cut loses it. This file system gives NODEFS streams a real fsync.
 */
class DurableNodeFS extends NodeFS {
  override async init(pg: PGlite, opts: Parameters<NodeFS['init']>[1]) {
    const result = await super.init(pg, opts);
    const preRun = result.emscriptenOpts.preRun ?? [];
    result.emscriptenOpts.preRun = [
      ...preRun,
      (mod: { NODEFS: { stream_ops: StreamOps } }) => {
        mod.NODEFS.stream_ops.fsync = syncToDisk;
      },
    ] as typeof preRun;
    return result;
  }
}

function syncToDisk(stream: NodeFsStream): number {
  if (stream.nfd === undefined) return 0;
  try {
    fsyncSync(stream.nfd);
    return 0;
  } catch (error) {
    // PostgreSQL ignores EINVAL when syncing a directory; any other failure it must hear about.
    return (error as NodeJS.ErrnoException).code === 'EINVAL' ? WASI_EINVAL : WASI_EIO;
  }
}

/** Opens PGlite on a directory with durable commits: fsync on, synchronous_commit on, the WAL synced to disk. */
export function openDurablePglite(dataDir: string): Promise<PGlite> {
  return PGlite.create({ fs: new DurableNodeFS(dataDir), startParams: DURABLE_START_PARAMS });
}
