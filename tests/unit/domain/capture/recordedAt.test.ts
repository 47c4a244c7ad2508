import { describe, expect, it } from 'vitest';
import { play, session } from './harness';

/** A session whose device clock reads `at` (milliseconds since the epoch) until moved. */
function at(instant: string) {
  let now = Date.parse(instant);
  const s = session({ now: () => now });
  return { s, move: (to: string) => (now = Date.parse(to)) };
}

describe('recordedAt: the device instant of the tap that saved', () => {
  it.each([
    ['a drive', 'drive; #3; save', ['DRIVE']],
    [
      'a goal and the possession it starts',
      'swimoff; #5; winner team1; save; shoot; #5; GOAL; save',
      ['SHOOT', 'DEFENSE_START'],
    ],
    ['a time-out', 'swimoff; #5; winner team1; save; timeout; save', ['TIMEOUT']],
  ])('%s', (_, taps, types) => {
    const { s } = at('2026-11-28T15:00:00.000Z');
    play(s, taps);
    const last = s.store.events.slice(-types.length);
    expect(last.map((event) => [event.type, event.recordedAt])).toEqual(
      types.map((type) => [type, expect.stringMatching(/^2026-11-28T15:00:00\.\d{3}Z$/)]),
    );
  });

  it('a possession keeps the instant it was opened; closing it later does not move it', () => {
    const { s, move } = at('2026-11-28T15:00:00.000Z');
    play(s, 'swimoff; #5; winner team1; save');
    move('2026-11-28T15:01:00.000Z');
    play(s, 'shoot; #5; GOAL; save');
    expect(s.store.possessions.map((possession) => possession.recordedAt)).toEqual([
      '2026-11-28T15:00:00.000Z',
      '2026-11-28T15:01:00.000Z',
    ]);
  });

  it('an edited event keeps the instant it was captured with, or none when it had none', () => {
    const { s, move } = at('2026-11-28T15:00:00.000Z');
    play(s, 'drive; #3; save');
    const drive = s.store.events.at(-1)!;
    move('2026-11-28T16:00:00.000Z');
    s.send({ type: 'loadEvent', event: drive });
    play(s, '#4; save');
    expect(s.store.events.find((event) => event.uuid === drive.uuid)).toMatchObject({
      playerNumber: 4,
      recordedAt: '2026-11-28T15:00:00.000Z',
    });
    const { recordedAt: _recordedAt, ...older } = drive;
    s.send({ type: 'loadEvent', event: older });
    play(s, '#5; save');
    expect(s.store.events.find((event) => event.uuid === drive.uuid)).toMatchObject({ recordedAt: null });
  });
});
