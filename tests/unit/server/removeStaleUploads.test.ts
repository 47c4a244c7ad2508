import { mkdtempSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { removeStaleUploads, STALE_UPLOAD_MS } from '../../../src/server/videos/removeStaleUploads';

const NOW = Date.parse('2026-03-01T12:00:00Z');

/** A spool folder holding files of the given names and ages. */
function spoolWith(files: Record<string, number>): string {
  const dir = mkdtempSync(join(tmpdir(), 'poolside-spool-'));
  for (const [name, ageMs] of Object.entries(files)) {
    const path = join(dir, name);
    writeFileSync(path, 'x');
    const at = (NOW - ageMs) / 1000;
    utimesSync(path, at, at);
  }
  return dir;
}

describe('removing the uploads a killed server left behind', () => {
  it.each<[string, Record<string, number>, string[]]>([
    ['a day-old spooled upload goes', { 'video-upload-0a1b.part': STALE_UPLOAD_MS }, []],
    [
      'one still being written (another replica) stays',
      { 'video-upload-0a1b.part': 60_000 },
      ['video-upload-0a1b.part'],
    ],
    [
      'other files in the folder stay, however old',
      { 'notes.txt': 10 * STALE_UPLOAD_MS, 'video-upload-x.mp4': 10 * STALE_UPLOAD_MS },
      ['notes.txt', 'video-upload-x.mp4'],
    ],
  ])('%s', async (_case, files, left) => {
    const dir = spoolWith(files);
    await removeStaleUploads(dir, NOW);
    expect(readdirSync(dir).sort()).toEqual(left);
  });

  it('answers how many went, and a missing folder is nothing to clean', async () => {
    const dir = spoolWith({ 'video-upload-01.part': 2 * STALE_UPLOAD_MS, 'video-upload-02.part': 2 * STALE_UPLOAD_MS });
    expect(await removeStaleUploads(dir, NOW)).toBe(2);
    expect(await removeStaleUploads(join(dir, 'nope'), NOW)).toBe(0);
  });
});
