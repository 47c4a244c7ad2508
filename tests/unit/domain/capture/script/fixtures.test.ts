import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { EVENT_TYPES, EventSchema, PossessionSchema, type MatchEvent } from '../../../../../src/domain/model';
import { replayMatchScript } from '../../../../../src/domain/capture/script';

const dir = new URL('../../../../../src/server/seed/matches/', import.meta.url);
const files = readdirSync(dir)
  .filter((file) => file.endsWith('.txt'))
  .sort();
const replays = files.map((file) => [file, replayMatchScript(readFileSync(new URL(file, dir), 'utf8'))] as const);

describe('the scripted matches', () => {
  it('are three', () => {
    expect(files).toHaveLength(3);
  });

  it.each(replays)('%s replays with every expectation met', (_, replay) => {
    expect(replay.checks.filter((check) => !check.isMet)).toEqual([]);
    expect(replay.checks.length).toBeGreaterThan(0);
  });

  it.each(replays)('%s has about 100 to 200 events per team with plausible possessions', (_, replay) => {
    for (const log of [replay.team1, replay.team2]) {
      expect(log.events.length).toBeGreaterThanOrEqual(100);
      expect(log.events.length).toBeLessThanOrEqual(220);
      expect(log.possessions.length).toBeGreaterThanOrEqual(60);
    }
  });

  it.each(replays)('%s stores rows that fit the shared entity schemas', (_, replay) => {
    for (const log of [replay.team1, replay.team2]) {
      for (const event of log.events) expect(v.safeParse(EventSchema, event).issues).toBeUndefined();
      for (const possession of log.possessions)
        expect(v.safeParse(PossessionSchema, possession).issues).toBeUndefined();
    }
  });

  it.each(replays)('%s gives every event a video time of its quarter time plus 30 s', (_, replay) => {
    for (const event of [...replay.team1.events, ...replay.team2.events]) {
      expect(event.videoTime).toBe(event.time - (event.quarter - 1) * 480 + 30);
    }
  });

  it.each(replays)('%s links every possession to the other team and back', (_, replay) => {
    const team2 = new Map(replay.team2.possessions.map((p) => [p.uuid, p]));
    for (const possession of replay.team1.possessions) {
      const partner = team2.get(possession.opponentPossessionUuid ?? '');
      expect(partner?.opponentPossessionUuid).toBe(possession.uuid);
      expect(partner?.offense).toBe(!possession.offense);
      expect(partner?.timeFrom).toBe(possession.timeFrom);
      expect(possession.opponentPlayersInWater).toEqual(partner?.playersInWater);
    }
  });

  it.each(replays)('%s links every two-sided event to its mirror in the other log', (_, replay) => {
    const team2 = new Map(replay.team2.events.map((e) => [e.uuid, e]));
    const isOneSided = (e: MatchEvent) =>
      ['DRIVE', 'TIMEOUT', 'YELLOW_CARD', 'RED_CARD', 'FORMATIONCHANGE', 'PLAYER_IN', 'PLAYER_OUT'].includes(e.type);
    for (const event of replay.team1.events.filter((e) => !isOneSided(e))) {
      const mirror = team2.get(event.opponentEventUuid ?? '');
      expect(mirror, `${event.type} at ${event.time}`).toBeDefined();
      expect(mirror?.opponentEventUuid).toBe(event.uuid);
      expect(mirror?.time).toBe(event.time);
      expect(mirror?.possessionUuid).toBe(event.opponentPossessionUuid);
    }
    const uuids = [...replay.team1.events, ...replay.team2.events].map((e) => e.uuid);
    expect(new Set(uuids).size).toBe(uuids.length);
  });

  it('hold every event type across the three', () => {
    const types = new Set(
      replays.flatMap(([, replay]) => [...replay.team1.events, ...replay.team2.events].map((e) => e.type)),
    );
    expect([...types].sort()).toEqual([...EVENT_TYPES].sort());
  });

  it('hold a penalty shootout, man-up for both sides, and every exclusion type', () => {
    const events = replays.flatMap(([, replay]) => [...replay.team1.events, ...replay.team2.events]);
    expect(events.some((e) => e.shootSituation === 'PENALTYSHOOTOUT')).toBe(true);
    expect(events.some((e) => e.shootSituation === 'PENALTY')).toBe(true);
    const [, exclusions] = replays.find(([file]) => file.includes('exclusions'))!;
    for (const log of [exclusions.team1, exclusions.team2]) {
      expect(log.possessions.some((p) => p.extraPlayer && p.offense)).toBe(true);
      expect(log.possessions.some((p) => p.extraPlayer && !p.offense)).toBe(true);
    }
    const types = new Set(events.map((e) => e.exclusionType).filter(Boolean));
    expect([...types].sort()).toEqual(['NORMAL', 'PAIR', 'VIOLENCE', 'WITH_SUBSTITUTION']);
    expect(events.some((e) => e.type === 'SHOOT' && e.post1PlayerNumber != null)).toBe(true);
  });

  it('replay the same with a random uuid source: only the uuids differ', () => {
    const [file] = replays[0]!;
    let n = 0;
    const random = () => `${(0x10000000 + n++).toString(16)}-aaaa-4bbb-8ccc-${'d'.repeat(12)}`;
    const again = replayMatchScript(readFileSync(new URL(file, dir), 'utf8'), {
      newUuid: random,
      matchId: 3,
      team1Id: 30,
      team2Id: 31,
    });
    expect(again.team1.events.map((e) => e.type)).toEqual(replays[0]![1].team1.events.map((e) => e.type));
    expect(again.team2.events[0]).toMatchObject({ match: { id: 3 }, team: { id: 31 } });
  });
});
