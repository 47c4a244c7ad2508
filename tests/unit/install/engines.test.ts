import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const read = (file: string) =>
  JSON.parse(readFileSync(fileURLToPath(new URL(`../../../${file}`, import.meta.url)), 'utf8')) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- npm's files

const manifest = read('package.json');
const lock = read('package-lock.json');
/** The oldest Node the README and `engines` promise. */
const oldest = semver.minVersion(manifest.engines.node as string)!.version;

describe('a clean install on the oldest Node the README names', () => {
  it('installs no package whose engines want a newer Node (npm would print EBADENGINE)', () => {
    const wanting = Object.entries(lock.packages as Record<string, { engines?: { node?: string } }>)
      .filter(([, entry]) => typeof entry.engines?.node === 'string' && !semver.satisfies(oldest, entry.engines.node))
      .map(([path, entry]) => `${path} wants node ${entry.engines!.node}`);
    expect(wanting).toEqual([]);
  });

  it('approves every install script it runs (npm would print an install-scripts warning)', () => {
    const allowed = manifest.allowScripts as Record<string, boolean>;
    const unreviewed = Object.entries(lock.packages as Record<string, { hasInstallScript?: boolean }>)
      .filter(([path, entry]) => path !== '' && entry.hasInstallScript)
      .map(([path]) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length))
      .filter((name) => allowed[name] !== true);
    expect([...new Set(unreviewed)]).toEqual([]);
  });
});
