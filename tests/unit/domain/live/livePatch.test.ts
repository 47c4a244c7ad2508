import { describe, expect, it } from 'vitest';
import {
  applyLivePatch,
  diffLiveSnapshot,
  parseLivePatch,
  type LivePatch,
} from '../../../../src/domain/live/livePatch';
import type { LivePlay, LiveSnapshot } from '../../../../src/domain/live/liveSnapshot';

const play = (id: string, time: number, extra: Partial<LivePlay> = {}): LivePlay => ({
  id,
  quarter: 1,
  time,
  team: 'team1',
  type: 'SHOOT',
  situation: 'ACTION',
  outcome: 'MISSFOR',
  cap: 5,
  player: 'Kovács G.',
  shotFrom: null,
  ...extra,
});

const box = {
  goals: 0,
  shots: 2,
  saves: 1,
  exclusions: 0,
  manUp: { goals: 0, chances: 0 },
  penalties: { goals: 0, attempts: 0 },
  timeoutsLeft: 2,
};
const BASE: LiveSnapshot = {
  version: 100,
  match: { name: 'Sharks - Eels', status: 'ONGOING', startsAt: null },
  showNames: true,
  poolLength: 30,
  teams: {
    team1: { name: 'Sharks', score: 0, scoreByQuarter: [0], box },
    team2: { name: 'Eels', score: 0, scoreByQuarter: [0], box },
  },
  quarter: 1,
  timeLeft: 400,
  plays: [play('c', 410), play('b', 440), play('a', 470)],
  differences: 0,
};

const next = (edit: (snapshot: LiveSnapshot) => Partial<LiveSnapshot>): LiveSnapshot => ({
  ...BASE,
  version: 101,
  ...edit(BASE),
});

/** What a patch mainly carries, to check that it says the change the small way. */
function kindOf(patch: LivePatch): string {
  if ('all' in patch.plays) return 'all';
  if (patch.plays.added.length > 0) return 'added';
  if (patch.plays.replaced.length > 0) return 'replaced';
  if (patch.plays.removed.length > 0) return 'removed';
  if (patch.unset.length > 0) return 'unset';
  return Object.keys(patch.set).length > 0 ? 'set' : 'none';
}

describe('a live patch', () => {
  it.each<[string, LiveSnapshot, string]>([
    [
      'a goal: a new play first, the score and box score',
      next((s) => ({
        plays: [play('d', 395, { outcome: 'GOAL' }), ...s.plays],
        teams: { ...s.teams, team1: { ...s.teams.team1, score: 1, scoreByQuarter: [1] } },
        timeLeft: 395,
      })),
      'added',
    ],
    [
      'a play edited in place',
      next((s) => ({ plays: [s.plays[0]!, play('b', 440, { cap: 9 }), s.plays[2]!] })),
      'replaced',
    ],
    ['a play deleted', next((s) => ({ plays: [s.plays[0]!, s.plays[2]!] })), 'removed'],
    ['a play moved by an edited time', next((s) => ({ plays: [play('b', 405), s.plays[0]!, s.plays[2]!] })), 'all'],
    [
      'the clock reported',
      next(() => ({ clock: { quarter: 1, secondsLeft: 390, running: true, rate: 1, at: 5 } })),
      'set',
    ],
    ['a field gone', next(() => ({ differences: undefined })), 'unset'],
    ['nothing but the version', next(() => ({})), 'none'],
  ])('%s: applied to the snapshot before, gives the one after', (_, after, what) => {
    const patch = diffLiveSnapshot(BASE, after);
    expect(kindOf(patch)).toBe(what);
    const applied = applyLivePatch(BASE, parseLivePatch(JSON.stringify(patch))!);
    expect(JSON.parse(JSON.stringify(applied))).toEqual(JSON.parse(JSON.stringify(after)));
  });

  it('is much smaller than the snapshot for a new play in a long match', () => {
    const long = { ...BASE, plays: Array.from({ length: 300 }, (_, i) => play(`p${i}`, 480 - i)) };
    const after = { ...long, version: 101, plays: [play('new', 100), ...long.plays] };
    const patch = JSON.stringify(diffLiveSnapshot(long, after));
    expect(patch.length * 20).toBeLessThan(JSON.stringify(after).length);
  });

  it('is refused by a snapshot of another version: the viewer asks for a whole one', () => {
    const patch = diffLiveSnapshot(
      BASE,
      next(() => ({ timeLeft: 1 })),
    );
    expect(applyLivePatch({ ...BASE, version: 99 }, patch)).toBeNull();
  });

  it.each(['', 'null', '{"from":1}', '[]', '{"from":1,"version":2,"set":{},"unset":[],"plays":null}'])(
    'a garbled message %s is not a patch',
    (text) => {
      expect(parseLivePatch(text)).toBeNull();
    },
  );
});
