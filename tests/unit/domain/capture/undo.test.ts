import { describe, expect, it } from 'vitest';
import {
  NO_POSSESSION_TO_DELETE,
  applyCommand,
  type CaptureCommand,
  type CaptureContext,
  type CaptureState,
} from '../../../../src/domain/capture';
import { countingUuid } from '../../../../src/domain/capture/script';
import { MATCH, ROSTER, afterSwimoff, play, possessions, session, stored } from './harness';

const GOAL = 'shoot; #7; from 1000,600; to 150,40; GOAL; save';

describe('undo last event', () => {
  it('removes the latest event and restores the capture state from before it', () => {
    const s = afterSwimoff();
    play(s, 't 30; drive; #7; save; t 45');
    const result = play(s, 'undo');
    expect(result.writes).toEqual([{ kind: 'deleteEvent', uuid: expect.any(String) }]);
    expect(stored(s)).toEqual(['OFFENSE_START', 'SWIMOFF #5']);
    expect(s.state.time).toBe(30);
    expect(s.state.history).toHaveLength(2);
  });

  it('undo of a possession start deletes the last possession, reopens the previous one and steps the tip index back', () => {
    const s = afterSwimoff();
    play(s, `t 30; ${GOAL}`);
    expect(s.state.eventTipIndex).toBe(2);
    const result = play(s, 'undo');
    expect(result.writes.map((w) => w.kind)).toEqual(['deleteEvent', 'deletePossession', 'reopenPossession']);
    expect(possessions(s)).toEqual(['O 0-']);
    expect(s.state).toMatchObject({ offense: true, eventTipIndex: 1, possessionUuid: s.store.possessions[0]?.uuid });
    expect(s.state.possession?.timeTo).toBeNull();
    play(s, 'undo');
    expect(stored(s)).toEqual(['OFFENSE_START', 'SWIMOFF #5']);
  });

  it('events with a server id are deleted on the server: the write carries the id', () => {
    const s = afterSwimoff();
    const withIds = s.store.events.map((event, i) => ({ ...event, id: 100 + i }));
    const possessionsWithIds = s.store.possessions.map((p) => ({ ...p, id: 50 }));
    const state = s.state;
    const context = { events: withIds, possessions: possessionsWithIds };
    const result = undoWith(state, context);
    expect(result.writes).toEqual([{ kind: 'deleteEvent', uuid: withIds[1]!.uuid, id: 101 }]);
    const startUndo = undoWith({ ...result.state }, { events: withIds.slice(0, 1), possessions: possessionsWithIds });
    expect(startUndo.writes).toEqual([
      { kind: 'deleteEvent', uuid: withIds[0]!.uuid, id: 100 },
      { kind: 'deletePossession', uuid: possessionsWithIds[0]!.uuid, id: 50 },
    ]);
  });

  it('with a possession selected, undo removes the latest event of that possession', () => {
    const s = afterSwimoff();
    const first = s.state.possessionUuid;
    play(s, `t 30; ${GOAL}; t 40; drive; #2; save`);
    s.send({ type: 'selectPossession', uuid: first });
    play(s, 'undo');
    expect(stored(s)).toEqual(['OFFENSE_START', 'SWIMOFF #5', 'DEFENSE_START', 'DRIVE #2']);
  });

  it('with nothing stored there is nothing to undo', () => {
    expect(session().send({ type: 'undo' }).error).toBe('noEventToUndo');
  });

  it('without its undo step the state is rebuilt from the latest event', () => {
    const s = afterSwimoff();
    play(s, `t 30; ${GOAL}`);
    const state = { ...s.state, history: [] };
    const result = undoWith(state, s.store);
    expect(result.state).toMatchObject({ offense: true, eventTipIndex: 1, time: 30 });
    expect(result.state.possession?.timeTo).toBeNull();
  });
});

describe('delete event', () => {
  it('deletes the event, then rebuilds the state from the latest event', () => {
    const s = afterSwimoff();
    play(s, `t 30; drive; #7; save; t 60; drive; #2; save`);
    const first = s.store.events[2]!.uuid;
    play(s, 't 90');
    s.send({ type: 'deleteEvent', uuid: first });
    expect(stored(s)).toEqual(['OFFENSE_START', 'SWIMOFF #5', 'DRIVE #2']);
    expect(s.state.time).toBe(60);
    expect(s.state.history.map((h) => h.eventUuid)).not.toContain(first);
  });

  it('deleting the only event leaves quarter and time as they are', () => {
    const s = session();
    play(s, 'q+; t 40; timeout; save; t 55');
    play(s, 'q+');
    const only = s.store.events[0]!.uuid;
    s.send({ type: 'deleteEvent', uuid: only });
    expect(stored(s)).toEqual([]);
    expect(s.state).toMatchObject({ quarter: 3, time: 0, possession: null });
  });

  it('deleting the start of the last possession also deletes it and reopens the previous one', () => {
    const s = afterSwimoff();
    play(s, `t 30; ${GOAL}`);
    const start = s.store.events.at(-1)!.uuid;
    const result = s.send({ type: 'deleteEvent', uuid: start });
    expect(result.writes.map((w) => w.kind)).toEqual(['deleteEvent', 'deletePossession', 'reopenPossession']);
    expect(s.state).toMatchObject({ eventTipIndex: 1, offense: true });
  });

  it('an unknown event is not deleted', () => {
    expect(afterSwimoff().send({ type: 'deleteEvent', uuid: 'nope' }).error).toBe('noSuchEvent');
  });
});

describe('delete possession and undo last possession', () => {
  it('delete possession deletes the possession and its events', () => {
    const s = afterSwimoff();
    play(s, `t 30; ${GOAL}; t 50; drive; #2; save`);
    const second = s.store.possessions[1]!.uuid;
    s.send({ type: 'selectPossession', uuid: second });
    const result = s.send({ type: 'deletePossession', uuid: second });
    expect(result.writes.map((w) => w.kind)).toEqual(['deletePossession', 'deleteEvent', 'deleteEvent']);
    expect(stored(s)).toEqual(['OFFENSE_START', 'SWIMOFF #5', 'SHOOT #7 GOAL']);
    expect(s.state).toMatchObject({ selectedPossessionUuid: null, possession: null, time: 30 });
    expect(s.send({ type: 'deletePossession', uuid: second }).error).toBe('noSuchPossession');
  });

  it('undo last possession deletes it with its events and reopens the previous one', () => {
    const s = afterSwimoff();
    play(s, `t 30; ${GOAL}; t 50; drive; #2; save`);
    const result = play(s, 'undoPossession');
    expect(result.writes.map((w) => w.kind)).toEqual([
      'deletePossession',
      'deleteEvent',
      'deleteEvent',
      'reopenPossession',
    ]);
    expect(possessions(s)).toEqual(['O 0-']);
    expect(s.state).toMatchObject({ offense: true, eventTipIndex: 1 });
  });

  it("undo last possession with none stored is the error 'No possession to delete'", () => {
    expect(session().send({ type: 'undoLastPossession' }).error).toBe(NO_POSSESSION_TO_DELETE);
  });

  it('undo of the only possession leaves none', () => {
    const s = afterSwimoff();
    play(s, 'undoPossession');
    expect(possessions(s)).toEqual([]);
    expect(stored(s)).toEqual([]);
    expect(s.state.eventTipIndex).toBe(0);
  });
});

describe('rebuild and team switch', () => {
  it('rebuild takes side, extra player and formation from the open possession', () => {
    const s = afterSwimoff();
    play(s, 't 20; exclusion; save; formation 4-2; formation 4-2');
    const rebuilt = s.send({ type: 'rebuild' }).state;
    expect(rebuilt).toMatchObject({ offense: true, extraPlayer: true, formation: '4-2', quarter: 1, time: 20 });
  });

  it("switching team rebuilds the capture state from that team's latest event, with its roster's goalkeeper and no history", () => {
    const s = afterSwimoff();
    play(s, 't 30; drive; #7; save; t 44');
    // the context holds the other team's log: the same rows stand in for it here
    const roster = { ...ROSTER, team2: [{ cap: 13, goalKeeper: true }] };
    const switched = applyWith(s.state, { type: 'selectTeam', side: 'team2' }, s.store, { roster });
    expect(switched.state).toMatchObject({ selectedTeam: 'team2', goalkeeper: 13, history: [], time: 30 });
    expect(switched.state.possessionUuid).toBe(s.state.possessionUuid);
  });

  it('choosing the team already selected changes nothing', () => {
    const s = afterSwimoff();
    play(s, 't 30; drive; #7; save; t 44');
    expect(applyWith(s.state, { type: 'selectTeam', side: 'team1' }, s.store).state).toEqual(s.state);
  });

  it('switching to a team with nothing stored keeps quarter and time', () => {
    const s = session();
    play(s, 'q+; t 12');
    const switched = applyWith(s.state, { type: 'selectTeam', side: 'team2' }, { events: [], possessions: [] });
    expect(switched.state).toMatchObject({ selectedTeam: 'team2', quarter: 2, time: 12, possession: null });
  });
});

function applyWith(
  state: CaptureState,
  command: CaptureCommand,
  stored: Pick<CaptureContext, 'events' | 'possessions'>,
  overrides: Partial<CaptureContext> = {},
) {
  return applyCommand(state, command, {
    match: MATCH,
    roster: ROSTER,
    tips: [],
    newUuid: countingUuid(3),
    now: () => 0,
    ...stored,
    ...overrides,
  });
}

function undoWith(state: CaptureState, stored: Pick<CaptureContext, 'events' | 'possessions'>) {
  return applyWith(state, { type: 'undo' }, stored);
}
