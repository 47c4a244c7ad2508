import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../../../src/data/db';
import type { MatchRow } from '../../../../src/data/db';
import {
  openLocalVideo,
  readCachedMatches,
  readVideoMatches,
  saveLocalVideo,
  type LocalVideoRow,
} from '../../../../src/data/video';

const row = (fields: Partial<LocalVideoRow>): LocalVideoRow => ({
  key: '1:all',
  matchId: 1,
  quarter: null,
  name: 'final.mp4',
  size: 4,
  type: 'video/mp4',
  savedAt: 0,
  ...fields,
});

/** A FileSystemFileHandle as Chromium gives it: read permission 'granted', 'prompt' after a restart, … */
function handle(permission: PermissionState, afterAsking: PermissionState = permission, isGone = false) {
  const asked: string[] = [];
  const fake = {
    kind: 'file',
    name: 'final.mp4',
    queryPermission: async () => permission,
    requestPermission: async () => {
      asked.push('read');
      return afterAsking;
    },
    getFile: async () => {
      if (isGone) throw new DOMException('gone', 'NotFoundError');
      return new File(['clip'], 'final.mp4', { type: 'video/mp4' });
    },
  };
  return { handle: fake as unknown as FileSystemFileHandle, asked };
}

describe('opening a video file picked on this device', () => {
  it('a Blob kept by a browser without file handles (or an earlier version) plays as it is', async () => {
    const file = new Blob(['clip'], { type: 'video/mp4' });
    expect(await openLocalVideo(row({ file }))).toEqual({ file });
  });

  it.each<[string, PermissionState, PermissionState, boolean, 'file' | 'needsPermission']>([
    ['a handle with read permission opens its file', 'granted', 'granted', false, 'file'],
    ['a lapsed permission is not asked for outside a click', 'prompt', 'granted', false, 'needsPermission'],
    ['a lapsed permission is asked for after a click, and the file opens', 'prompt', 'granted', true, 'file'],
    ['a refusal after asking leaves the file closed', 'prompt', 'denied', true, 'needsPermission'],
  ])('%s', async (_name, permission, afterAsking, mayAsk, expected) => {
    const { handle: fileHandle, asked } = handle(permission, afterAsking);
    const opening = await openLocalVideo(row({ handle: fileHandle }), mayAsk);
    expect('file' in opening ? 'file' : opening.failure).toBe(expected);
    expect(asked.length).toBe(mayAsk && permission !== 'granted' ? 1 : 0);
  });

  it('a file moved or deleted since it was picked is unreadable, not a permission to ask for', async () => {
    const { handle: gone } = handle('granted', 'granted', true);
    expect(await openLocalVideo(row({ handle: gone }))).toEqual({ failure: 'unreadable' });
    expect(await openLocalVideo(row({}))).toEqual({ failure: 'unreadable' });
  });
});

const match = (id: number, name: string, startsAt: string | null): MatchRow =>
  ({
    id,
    name,
    startsAt,
    team1: { id: 1, name: 'Sharks' },
    team2: { id: 2, name: 'Mariners' },
    status: 'ENDED',
  }) as MatchRow;

describe('any cached match can get a file on this device', () => {
  beforeEach(async () => {
    await db.open();
    await Promise.all([db.matches.clear(), db.matchVideos.clear(), db.table('localVideos').clear()]);
  });

  it('every cached match is offered, most recent first', async () => {
    await db.matches.bulkPut([
      match(1, 'Cup final', '2024-05-01T18:00:00Z'),
      match(2, 'Friendly', null),
      match(3, 'League', '2024-06-01T18:00:00Z'),
    ]);
    expect((await readCachedMatches()).map((m) => m.name)).toEqual(['League', 'Cup final', 'Friendly']);
  });

  it('a match without server video lists with the matches with video once a file is kept for it', async () => {
    await db.matches.bulkPut([match(1, 'Cup final', '2024-05-01T18:00:00Z')]);
    expect(await readVideoMatches()).toEqual([]);
    await saveLocalVideo(1, 2, { file: new File(['clip'], 'q2.webm', { type: 'video/webm' }) });
    const [listed] = await readVideoMatches();
    expect(listed?.match).toMatchObject({ id: 1, name: 'Cup final', date: '2024-05-01T18:00:00Z' });
    expect(listed?.videos).toEqual([]);
    expect(listed?.localVideos).toEqual([
      expect.objectContaining({ key: '1:2', quarter: 2, name: 'q2.webm', size: 4, type: 'video/webm' }),
    ]);
  });
});
