import type { $Fetch } from 'ofetch';
import { beforeEach, describe, expect, it } from 'vitest';
import { logout } from '../../../../src/data/auth/logout';
import { setSession } from '../../../../src/data/auth/session';
import { db, type MatchRow, type MatchVideoRow } from '../../../../src/data/db';
import { endMatchLocally, refreshMatch, refreshMatches } from '../../../../src/data/matchData';
import { refreshListedMatches } from '../../../../src/data/statistics';
import { refreshVideoMatches } from '../../../../src/data/video';
import { resetDb } from '../outbox/outboxFixtures';
import { gatedServer } from './gatedServer';

/** Every screen's pull of match rows; a match's start or end is local work while it waits in the outbox. */
const MATCH_PULLS: { screen: string; pull: (client: $Fetch) => Promise<unknown> }[] = [
  { screen: 'home', pull: (client) => refreshMatches(client) },
  { screen: 'capture (one match)', pull: (client) => refreshMatch(1, client) },
  { screen: 'statistics', pull: (client) => refreshListedMatches(client) },
  { screen: 'video', pull: (client) => refreshVideoMatches(client) },
];

const ongoing: MatchRow = {
  id: 1,
  name: 'A - B',
  status: 'ONGOING',
  team1: { id: 10, name: 'A' },
  team2: { id: 11, name: 'B' },
};
const video = (id: number): MatchVideoRow => ({ id, match: { id: 1 }, quarter: null });

/** The server still has the match ongoing: it has not seen the end yet. */
const server = (videos = [video(1)]) =>
  gatedServer((path) => {
    if (path === '/matches/1') return ongoing;
    if (path === '/matches') return [ongoing];
    if (path === '/match-videos') return videos;
    return [];
  });

const statusOfMatch = async () => (await db.matches.get(1))?.status;

beforeEach(async () => {
  await resetDb();
  setSession({ token: 'token-1' });
  await db.matches.put(ongoing);
});

describe.each(MATCH_PULLS)('the $screen pull of matches', ({ pull }) => {
  it('a match ended on the device while the pull is in flight stays ended, its end in the outbox', async () => {
    const answering = server();
    await answering.answerAfter(pull(answering.client), () => endMatchLocally(1));
    expect(await statusOfMatch()).toBe('ENDED');
    expect((await db.outbox.toArray()).map((row) => row.uuid)).toEqual(['match:1']);
  });

  it('a match end queued when the pull began and delivered meanwhile is not undone by the older answer', async () => {
    await endMatchLocally(1);
    const answering = server();
    await answering.answerAfter(pull(answering.client), () => db.outbox.clear());
    expect(await statusOfMatch()).toBe('ENDED');
  });

  it('a logout during the pull stores nothing', async () => {
    const answering = server();
    await answering.answerAfter(pull(answering.client), logout);
    expect(await db.matches.count()).toBe(0);
    expect(await db.matchVideos.count()).toBe(0);
  });

  it('two concurrent pulls make one request', async () => {
    const answering = server();
    let second: Promise<unknown> | undefined;
    await answering.answerAfter(pull(answering.client), async () => {
      second = pull(answering.client);
    });
    await second;
    expect(answering.requests.length).toBe(new Set(answering.requests).size);
  });
});

describe('the video pull', () => {
  it('a video deleted on the server disappears from the cache', async () => {
    await db.matchVideos.bulkPut([video(1), video(2)]);
    const answering = server([video(2)]);
    const pulling = refreshVideoMatches(answering.client);
    answering.release();
    await pulling;
    expect(await db.matchVideos.toCollection().primaryKeys()).toEqual([2]);
  });
});
