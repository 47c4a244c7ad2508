import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { parseBackupManifest, type BackupManifest } from './backupManifest';
import { unpackTar } from './unpackTar';

/** A file restore cannot use, with a sentence saying why. */
export class BackupFileError extends Error {
  constructor(path: string, reason: string) {
    super(`${path} is not a Poolside backup: ${reason}`);
    this.name = 'BackupFileError';
  }
}

/** `pgdata` is PGlite's data directory as a tar archive (extractDataDir writes it out). */
export type BackupContents = { manifest: BackupManifest; pgdata: Buffer };

/** Reads and checks a backup file written by writeBackup: gzip, tar, a known manifest, a data directory. */
export async function readBackupFile(path: string): Promise<BackupContents> {
  let compressed: Buffer;
  try {
    compressed = await readFile(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new BackupFileError(path, code === 'ENOENT' ? 'no such file' : `cannot be read (${code ?? String(error)})`);
  }
  let members: Map<string, Buffer>;
  try {
    const unpacked = unpackTar(await promisify(gunzip)(compressed));
    members = new Map(unpacked.map((member) => [member.name, member.data]));
  } catch (error) {
    const isGzip = compressed[0] === 0x1f && compressed[1] === 0x8b;
    throw new BackupFileError(path, isGzip ? (error as Error).message : 'not a gzip file');
  }
  const manifestJson = members.get('manifest.json');
  const pgdata = members.get('pgdata.tar');
  if (!manifestJson || !pgdata) throw new BackupFileError(path, 'manifest.json or pgdata.tar is missing');
  try {
    return { manifest: parseBackupManifest(JSON.parse(manifestJson.toString('utf8'))), pgdata };
  } catch (error) {
    throw new BackupFileError(path, (error as Error).message);
  }
}
