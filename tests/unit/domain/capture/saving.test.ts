import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { EventSchema, PossessionSchema } from '../../../../src/domain/model';
import { applyCommand, type CaptureContext, type CaptureState } from '../../../../src/domain/capture';
import { countingUuid } from '../../../../src/domain/capture/script';
import { MATCH, ROSTER, afterSwimoff, play, possessions, session, stored } from './harness';

const SHOT = 'from 1000,600; to 150,40';

describe('saving an event', () => {
  it('event time = (quarter - 1) * quarter length + time in quarter', () => {
    const s = session({ quarterLength: 420, initial: { quarter: 3 } });
    play(s, 't 75; timeout; save');
    expect(s.store.events[0]).toMatchObject({ quarter: 3, time: 915, type: 'TIMEOUT' });
  });

  it('after a save the current event is cleared and the video time returns to the match video time', () => {
    const s = afterSwimoff();
    play(s, 'v 70; drive; #7; v 66; save');
    expect(s.store.events.at(-1)?.videoTime).toBe(66);
    expect(s.state.current).toBeNull();
    expect(s.state.videoTime).toBe(70);
  });

  it('the event is stamped from the capture state: side, players in water, possession, team and match', () => {
    const s = afterSwimoff();
    play(s, 't 30; drive; #7; save');
    const drive = s.store.events.at(-1);
    expect(drive).toMatchObject({
      match: { id: 7 },
      team: { id: 11 },
      offense: true,
      extraPlayer: false,
      playersInWater: [1, 2, 3, 4, 5, 6, 7],
      possessionUuid: s.state.possessionUuid,
      opponentPossessionUuid: s.state.opponentPossessionUuid,
      playerNumber: 7,
      needsReview: false,
    });
  });

  it('every event gets its own opponentEventUuid unless it is a player in/out event', () => {
    const s = afterSwimoff();
    play(s, 'drive; #7; save; toggle #7; toggle #9');
    const [start, swimoff, drive, out, into] = s.store.events;
    const uuids = [start, swimoff, drive].map((e) => e?.opponentEventUuid);
    expect(new Set(uuids).size).toBe(3);
    expect(uuids.every((uuid) => typeof uuid === 'string')).toBe(true);
    expect([out?.opponentEventUuid, into?.opponentEventUuid]).toEqual([null, null]);
  });

  it('needsReview is computed for each event', () => {
    const s = afterSwimoff();
    play(s, `shoot; #7; GOAL; save`);
    expect(s.store.events.find((e) => e.type === 'SHOOT')?.needsReview).toBe(true);
    play(s, `shoot; ${SHOT}; MISSFOR; save`);
    expect(s.store.events.find((e) => e.type === 'SHOOTAGAINST')?.needsReview).toBe(false);
  });

  it('every save stores history for undo, keeping the last 200 steps', () => {
    const s = afterSwimoff();
    for (let i = 0; i < 210; i++) play(s, 'drive; #5; save');
    expect(s.state.history).toHaveLength(200);
    expect(s.state.history.at(-1)?.eventUuid).toBe(s.store.events.at(-1)?.uuid);
  });

  it('every stored row fits the shared entity schemas', () => {
    const s = afterSwimoff();
    play(s, `t 20; shoot; #7; ${SHOT}; GOAL; assist1 #4@2; save; t 40; exclusion; #3; vs #5; PAIR; save`);
    for (const event of s.store.events) expect(v.safeParse(EventSchema, event).issues).toBeUndefined();
    for (const possession of s.store.possessions)
      expect(v.safeParse(PossessionSchema, possession).issues).toBeUndefined();
  });

  it('the capture state stays plain JSON data', () => {
    const s = afterSwimoff();
    play(s, `shoot; #7; ${SHOT}; GOAL; save; shoot; #2`);
    expect(JSON.parse(JSON.stringify(s.state))).toEqual(s.state);
  });

  it('an event loaded for editing is updated as it is, with no possession change', () => {
    const s = afterSwimoff();
    play(s, `t 20; shoot; #7; ${SHOT}; GOAL; save`);
    const shot = s.store.events.find((e) => e.type === 'SHOOT')!;
    const before = possessions(s);
    s.send({ type: 'loadEvent', event: { ...shot, id: 41 } });
    const result = play(s, '#6; MISSFOR; save');
    expect(result.writes).toHaveLength(1);
    expect(result.writes[0]).toMatchObject({
      kind: 'putEvent',
      event: { id: 41, uuid: shot.uuid, playerNumber: 6, isAttackingAfterShoot: true },
    });
    expect(possessions(s)).toEqual(before);
    expect(s.state.current).toBeNull();
  });

  it('an edited event gets an opponentEventUuid when it had none, and its penalty situation fixed', () => {
    const s = afterSwimoff();
    play(s, `t 20; shoot; #7; ${SHOT}; GOAL; save`);
    const shot = s.store.events.find((e) => e.type === 'SHOOT')!;
    s.send({ type: 'loadEvent', event: { ...shot, opponentEventUuid: null, shootSituation: 'PENALTYSHOOTOUT' } });
    const result = play(s, 'save');
    expect(result.writes[0]).toMatchObject({ event: { shootSituation: 'PENALTY' } });
    expect(result.writes[0]?.kind === 'putEvent' && result.writes[0].event.opponentEventUuid).toBeTruthy();
  });

  it('an edited event keeps the opponentEventUuid it already has', () => {
    const s = afterSwimoff();
    play(s, 't 30; drive; #7; save');
    const drive = s.store.events.at(-1)!;
    s.send({ type: 'loadEvent', event: { ...drive, opponentEventUuid: 'linked-by-the-other-scorer' } });
    expect(play(s, '#6; save').writes[0]).toMatchObject({
      event: { playerNumber: 6, opponentEventUuid: 'linked-by-the-other-scorer' },
    });
  });

  it('a new event that already has an opponentEventUuid keeps it', () => {
    const s = afterSwimoff();
    const state: CaptureState = { ...s.state, current: { type: 'TIMEOUT', opponentEventUuid: 'kept' } };
    const result = applyCommand(state, { type: 'save' }, { ...contextOf(), ...s.store });
    expect(result.writes[0]).toMatchObject({ kind: 'putEvent', event: { type: 'TIMEOUT', opponentEventUuid: 'kept' } });
  });

  it('needsReview is computed again when a loaded event is updated', () => {
    const s = afterSwimoff();
    play(s, 't 20; shoot; #7; GOAL; save');
    const shot = s.store.events.find((e) => e.type === 'SHOOT')!;
    expect(shot.needsReview).toBe(true);
    s.send({ type: 'loadEvent', event: shot });
    expect(play(s, `${SHOT}; save`).writes[0]).toMatchObject({ event: { needsReview: false } });
    const completed = s.store.events.find((e) => e.type === 'SHOOT')!;
    s.send({ type: 'loadEvent', event: { ...completed, shootFromPoolX: null } });
    expect(play(s, 'save').writes[0]).toMatchObject({ event: { needsReview: true } });
  });

  it('an event loaded without a server id is updated by its uuid, not saved as a new one', () => {
    const s = afterSwimoff();
    play(s, `t 20; shoot; #7; ${SHOT}; GOAL; save`);
    const shot = s.store.events.find((e) => e.type === 'SHOOT')!;
    expect(shot.id).toBeUndefined();
    s.send({ type: 'loadEvent', event: shot });
    const result = play(s, '#6; save');
    expect(result.writes).toEqual([
      { kind: 'putEvent', event: expect.objectContaining({ uuid: shot.uuid, playerNumber: 6 }) },
    ]);
  });

  it('an edited player in/out event keeps no opponentEventUuid', () => {
    const s = afterSwimoff();
    play(s, 'toggle #7');
    const out = s.store.events.at(-1)!;
    s.send({ type: 'loadEvent', event: out });
    expect(play(s, 'save').writes[0]).toMatchObject({ event: { opponentEventUuid: null } });
  });

  it('an incomplete loaded event is not written', () => {
    const s = afterSwimoff();
    s.send({ type: 'loadEvent', event: { uuid: 'x', type: 'TIMEOUT' } as never });
    expect(s.send({ type: 'save' }).writes).toEqual([]);
  });
});

describe('shoot save', () => {
  it.each([
    ['a goal on offense hands the ball over', true, 'GOAL', ['O 0-30', 'D 30-'], false],
    ['a goal against gives us the ball', false, 'GOAL', ['D 0-30', 'O 30-'], true],
    ['a miss we keep starts a new possession of ours', true, 'MISSFOR', ['O 0-30', 'O 30-'], true],
    ['a block we keep starts a new possession of ours', true, 'BLOCKFOR', ['O 0-30', 'O 30-'], true],
    ['a save of ours is their ball', true, 'MISSAGAINST', ['O 0-30', 'D 30-'], false],
    ['their miss we win is our ball', false, 'MISSFOR', ['D 0-30', 'O 30-'], true],
    ['their block kept is their new possession', false, 'BLOCKAGAINST', ['D 0-30', 'D 30-'], false],
  ] as const)('%s', (_, isWon, outcome, expected, offense) => {
    const s = afterSwimoff(isWon);
    play(s, `t 30; shoot; ${isWon ? '#7' : ''}; ${SHOT}; ${outcome}; save`);
    expect(possessions(s)).toEqual(expected);
    expect(s.state.offense).toBe(offense);
    expect(s.store.events.find((e) => e.type.startsWith('SHOOT'))?.isAttackingAfterShoot).toBe(offense);
  });

  it('a shot that keeps the ball resets formation, back, centre and both posts', () => {
    const s = afterSwimoff();
    play(s, `formation 3-3; formation 3-3; post1 #2; post2 #3; cb #4; cb #4; shoot; #7; cb #4; ${SHOT}; MISSFOR; save`);
    expect(s.state).toMatchObject({
      formation: null,
      selectedFormation: null,
      centerPlayers: [],
      post1PlayerNumber: null,
      post2PlayerNumber: null,
    });
  });

  it('with an extra player on, a shot that keeps the ball keeps the possession', () => {
    const s = afterSwimoff();
    play(s, `t 20; exclusion; #4; save; post1 #2; post2 #3; t 30; shoot; #7; ${SHOT}; BLOCKFOR; save`);
    expect(possessions(s)).toEqual(['O 0-20', 'O+X 20-']);
    expect(s.state).toMatchObject({ extraPlayer: true, post1PlayerNumber: null });
    const shot = s.store.events.find((e) => e.type === 'SHOOT');
    expect(shot).toMatchObject({ extraPlayer: true, post1PlayerNumber: 2, post2PlayerNumber: 3 });
  });

  it('a man-up goal ends the extra player with the possession', () => {
    const s = afterSwimoff();
    play(s, `t 20; exclusion; save; t 30; shoot; #7; ${SHOT}; GOAL; save`);
    expect(possessions(s)).toEqual(['O 0-20', 'O+X 20-30', 'D 30-']);
    expect(s.state.extraPlayer).toBe(false);
  });

  it('empty player numbers are dropped', () => {
    const s = afterSwimoff();
    play(s, `shoot; #7; ${SHOT}; GOAL; assist1 #0@2; save`);
    expect(s.store.events.find((e) => e.type === 'SHOOT')).toMatchObject({ shootAssistPlayerNumber1: null });
  });

  it('assists chosen on offense are dropped when the shot becomes a penalty', () => {
    const s = afterSwimoff();
    play(s, `shoot; #7; assist1 #4@2; PENALTY; ${SHOT}; GOAL; save`);
    expect(s.store.events.find((e) => e.type === 'SHOOT')).toMatchObject({
      shootSituation: 'PENALTY',
      shootAssistPlayerNumber1: null,
    });
  });

  it('the shot keeps the moment of its own video time for the possession change', () => {
    const s = afterSwimoff();
    play(s, `t 30; v 90; shoot; #7; v 84; ${SHOT}; GOAL; save`);
    expect(s.store.possessions.map((p) => [p.videoFrom, p.videoTo])).toEqual([
      [0, 84],
      [84, null],
    ]);
  });
});

describe('penalty foul', () => {
  it.each([
    ['attacking', true, 'PENALTYFOULAGAINST', 'SHOOT', { playerNumber: 4 }],
    ['defending', false, 'PENALTYFOUL', 'SHOOTAGAINST', { playerNumber: 1, opponentPlayerNumber: 9 }],
  ] as const)('after a penalty foul %s a penalty shot opens: %s then %s', (_, isWon, foul, shot, players) => {
    const s = afterSwimoff(isWon);
    play(s, 't 40; penaltyFoul; #4; vs #9; save');
    expect(stored(s).at(-1)).toBe(`${foul} #4 vs #9`);
    // From the 5 m spot, the fouled player shooting (ours picked, theirs as the opponent), our goalkeeper facing theirs.
    expect(s.state.current).toEqual({
      type: shot,
      shootSituation: 'PENALTY',
      shootFromPoolX: 1000,
      shootFromPoolY: 500,
      ...players,
    });
    expect(possessions(s)).toHaveLength(1);
  });

  it('the penalty shot saves like any shot', () => {
    const s = afterSwimoff();
    play(s, 't 40; penaltyFoul; #4; save; #4; from 1000,500; to 30,70; GOAL; save');
    expect(stored(s).slice(-3)).toEqual(['PENALTYFOULAGAINST #4', 'SHOOT #4 GOAL PENALTY', 'DEFENSE_START']);
  });
});

describe('exclusions', () => {
  it('an exclusion earned on offense puts us man-up in a new possession (extra player for us)', () => {
    const s = afterSwimoff();
    play(s, 't 25; exclusion; #4; vs #9; save');
    expect(stored(s).slice(-2)).toEqual(['EXCLUSIONAGAINST #4 vs #9 NORMAL', 'OFFENSE_START +X']);
    expect(possessions(s)).toEqual(['O 0-25', 'O+X 25-']);
    expect(s.state.playersInWater).toHaveLength(7);
  });

  it('our player excluded on defense puts us man-down, and he leaves the water (extra player against us)', () => {
    const s = afterSwimoff(false);
    play(s, 't 25; exclusion; #4; vs #9; save');
    expect(stored(s).slice(-2)).toEqual(['EXCLUSIONFOR #4 vs #9 NORMAL', 'DEFENSE_START +X']);
    expect(possessions(s)).toEqual(['D 0-25', 'D+X 25-']);
    expect(s.state).toMatchObject({
      playersInWater: [1, 2, 3, 5, 6, 7],
      excludedPlayers: [4],
      numberOfPlayersInWater: 6,
    });
    expect(s.store.possessions.at(-1)?.playersInWater).toEqual([1, 2, 3, 5, 6, 7]);
  });

  it('our attacker excluded hands the ball over man-up', () => {
    const s = afterSwimoff();
    play(s, 't 25; type EXCLUSIONFOR; #7; VIOLENCE; save');
    expect(stored(s).slice(-2)).toEqual(['EXCLUSIONFOR #7 VIOLENCE', 'DEFENSE_START +X']);
  });

  it('an exclusion of type PAIR also creates the mirrored opposite exclusion event, and the ball stays', () => {
    const s = afterSwimoff();
    play(s, 't 25; exclusion; #3; vs #5; PAIR; save');
    expect(stored(s).slice(-3)).toEqual([
      'EXCLUSIONAGAINST #3 vs #5 PAIR',
      'EXCLUSIONFOR #3 vs #5 PAIR',
      'OFFENSE_START',
    ]);
    const [main, mirror] = s.store.events.slice(-3);
    expect(mirror?.uuid).not.toBe(main?.uuid);
    expect(mirror?.opponentEventUuid).not.toBe(main?.opponentEventUuid);
    expect(possessions(s)).toEqual(['O 0-25', 'O 25-']);
    expect(s.state.playersInWater).not.toContain(3);
  });

  it('a pair exclusion during a man-up keeps the man-up', () => {
    const s = afterSwimoff();
    play(s, 't 25; exclusion; save; t 30; exclusion; #3; vs #5; PAIR; save');
    expect(possessions(s).at(-1)).toBe('O+X 30-');
  });
});

describe('turnover, swim-off and possession change', () => {
  it.each([
    ['attacking', true, 'BALLLOST #7 BAD_PASS', 'DEFENSE_START'],
    ['defending', false, 'BALLGAINED #2 vs #9 TIME', 'OFFENSE_START'],
  ] as const)('a turnover %s saves a new possession of the other side', (_, isWon, event, start) => {
    const s = afterSwimoff(isWon);
    play(s, isWon ? 't 25; turnover; #7; BAD_PASS; save' : 't 25; turnover; #2; vs #9; TIME; save');
    expect(stored(s).slice(-2)).toEqual([event, start]);
    expect(s.state.offense).toBe(!isWon);
  });

  it("a by-hand possession change starts the other side's possession and stores no turnover nobody made", () => {
    const s = afterSwimoff();
    play(s, 't 10; ball; t 20; ball');
    expect(stored(s).slice(2)).toEqual(['DEFENSE_START', 'OFFENSE_START']);
    expect(possessions(s)).toEqual(['O 0-10', 'D 10-20', 'O 20-']);
    expect(s.state.offense).toBe(true);
  });

  it('a swim-off starts a possession for its winner and belongs to it', () => {
    const s = session();
    play(s, 'swimoff; #5; vs #6; winner team2; save');
    expect(stored(s)).toEqual(['DEFENSE_START', 'SWIMOFFAGAINST #5 vs #6']);
    expect(s.store.events[1]?.possessionUuid).toBe(s.store.possessions[0]?.uuid);
  });
});

describe('saving a possession', () => {
  it('closes the previous one (timeTo and videoTo) and starts the new one at that time', () => {
    const s = afterSwimoff();
    play(s, `t 28; v 58; shoot; #7; ${SHOT}; GOAL; save`);
    const [first, second] = s.store.possessions;
    expect(first).toMatchObject({ timeFrom: 0, timeTo: 28, videoTo: 58 });
    expect(second).toMatchObject({
      timeFrom: 28,
      timeTo: null,
      videoFrom: 58,
      offense: false,
      quarter: 1,
      match: { id: 7 },
      team: { id: 11 },
    });
  });

  it('keeps an end time already set', () => {
    const s = afterSwimoff();
    const open = s.store.possessions[0]!;
    const closed = { state: { ...s.state, possession: { ...open, timeTo: 12, videoTo: 40 } } };
    const result = startWith(closed.state);
    expect(result.writes[1]).toMatchObject({ kind: 'putPossession', possession: { timeTo: 12, videoTo: 40 } });
  });

  it('gives the new possession a fresh opposing possession uuid and records its start', () => {
    const s = afterSwimoff();
    const firstOpponent = s.state.opponentPossessionUuid;
    play(s, `t 20; shoot; #7; ${SHOT}; GOAL; save`);
    expect(s.state.opponentPossessionUuid).not.toBe(firstOpponent);
    expect(s.store.possessions[1]?.opponentPossessionUuid).toBe(s.state.opponentPossessionUuid);
    expect(s.store.events.at(-1)).toMatchObject({ type: 'DEFENSE_START', possessionUuid: s.state.possessionUuid });
  });

  it('the tip index advances by 1 when a possession start is recorded', () => {
    const s = afterSwimoff();
    expect(s.state.eventTipIndex).toBe(1);
    play(s, `shoot; #7; ${SHOT}; GOAL; save`);
    expect(s.state.eventTipIndex).toBe(2);
  });
});

function contextOf(): CaptureContext {
  return {
    match: MATCH,
    roster: ROSTER,
    events: [],
    possessions: [],
    tips: [],
    newUuid: countingUuid(9),
    now: () => 0,
  };
}

function startWith(state: CaptureState) {
  return applyCommand({ ...state, current: { type: 'BALLLOST', turnOverType: 'TIME' } }, { type: 'save' }, contextOf());
}
