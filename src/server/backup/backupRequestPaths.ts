import { join } from 'node:path';

/** Where `npm run backup` leaves a request for the running server, and where the server answers it. */
export function backupRequestPaths(dataDir: string, id: string) {
  const dir = join(dataDir, 'backup-requests');
  return {
    dir,
    request: join(dir, `${id}.request.json`),
    answer: join(dir, `${id}.answer.json`),
    /** Present while process `pid` answers requests: SIGUSR2 would end a process that does not listen for it. */
    listener: (pid: number) => join(dir, `listening-${pid}`),
  };
}
