import { accessSync, constants, statSync } from 'node:fs';

/** Whether `path` is a file this user may run (a browser to launch). */
export function isExecutableFile(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}
