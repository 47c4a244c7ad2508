/**
 * `npm run bench`: runs every tests/bench/*.bench.ts and prints its figures.
 * Figures, not verdicts: nothing here passes or fails on time.
 * `npm run bench -- capture` runs only the benches whose file name contains "capture".
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { join } from 'node:path';

export type Bench = { name: string; run: () => Promise<void> };

const dir = fileURLToPath(new URL('.', import.meta.url));
const only = process.argv.slice(2);
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();

for (const file of files) {
  const bench = (await import(pathToFileURL(join(dir, file)).href)).default as Bench;
  console.log(`\n## ${bench.name}`);
  await bench.run();
}
process.exit(0);
