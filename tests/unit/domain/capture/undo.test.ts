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

  it('undo of a goal takes back the whole save: the goal, the possession it started and the score', () => {
    const s = afterSwimoff();
    play(s, `t 30; ${GOAL}`);
    expect(s.state.eventTipIndex).toBe(2);
    const result = play(s, 'undo');
    expect(result.writes.map((w) => w.kind)).toEqual([
      'deleteEvent',
      'deletePossession',
      'reopenPossession',
      'deleteEvent',
    ]);
    expect(stored(s)).toEqual(['OFFENSE_START', 'SWIMOFF #5']);
    expect(possessions(s)).toEqual(['O 0-']);
    expect(s.state).toMatchObject({ offense: true, eventTipIndex: 1, possessionUuid: s.store.possessions[0]?.uuid });
    expect(s.state.possession?.timeTo).toBeNull();
    expect(s.state.time).toBe(30);
    play(s, 'undo');
    expect(stored(s)).toEqual([]);
  });

  it('events with a server id are deleted on the server: the writes carry the ids, the last save first', () => {
    const s = afterSwimoff();
    const withIds = s.store.events.map((event, i) => ({ ...event, id: 100 + i }));
    const possessionsWithIds = s.store.possessions.map((p) => ({ ...p, id: 50 }));
    const result = undoWith(s.state, { events: withIds, possessions: possessionsWithIds });
    expect(result.writes).toEqual([
      { kind: 'deleteEvent', uuid: withIds[1]!.uuid, id: 101 },
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

/** The score the stored events give, as "ours-theirs". */
function scoreOf(s: ReturnType<typeof afterSwimoff>): string {
  const goals = (type: string) =>
    s.store.events.filter((event) => event.type === type && event.shootOutcome === 'GOAL').length;
  return `${goals('SHOOT')}-${goals('SHOOTAGAINST')}`;
}

describe('one Undo takes back the whole last action, for every event type', () => {
  const SHOT = 'from 1000,600; to 150,40';
  it.each([
    ['goal', `shoot; #7; ${SHOT}; GOAL; save`],
    ['missed shot, ball lost', `shoot; #7; ${SHOT}; MISSAGAINST; save`],
    ['blocked shot, ball kept', `shoot; #7; ${SHOT}; BLOCKFOR; save`],
    ['exclusion earned', 'exclusion; #4; save'],
    ['pair exclusion', 'exclusion; #3; vs #5; PAIR; save'],
    ['penalty foul earned', 'penaltyFoul; #6; save'],
    ['turnover, ball lost', 'turnover; #7; BAD_PASS; save'],
    ['change of possession', 'ball'],
    ['drive', 'drive; #2; save'],
    ['time-out', 'timeout; save'],
    ['a player leaves the water', 'toggle 7'],
    ['formation change', 'formation ARC', 'formation ARC'],
  ])('%s', (_, action, setup = '') => {
    const s = afterSwimoff();
    play(s, `t 25; drive; #3; save; t 40${setup ? `; ${setup}` : ''}`);
    const lineups = () => s.store.possessions.map((p) => ({ players: p.playersInWater, formation: p.formation }));
    const before = {
      events: stored(s),
      possessions: possessions(s),
      lineups: lineups(),
      score: scoreOf(s),
      state: s.state,
    };
    play(s, action);
    expect(stored(s)).not.toEqual(before.events);
    play(s, 'undo');
    expect(stored(s)).toEqual(before.events);
    expect(possessions(s)).toEqual(before.possessions);
    expect(lineups()).toEqual(before.lineups);
    expect(scoreOf(s)).toBe(before.score);
    const { history: _history, warning: _warning, ...rest } = before.state;
    expect(s.state).toMatchObject({ ...rest, current: null });
  });

  it('the next Undo takes the action before', () => {
    const s = afterSwimoff();
    play(s, `t 25; drive; #3; save; t 40; shoot; #7; ${SHOT}; GOAL; save`);
    play(s, 'undo');
    play(s, 'undo');
    expect(stored(s)).toEqual(['OFFENSE_START', 'SWIMOFF #5']);
  });

  it('a card is one action', () => {
    const s = afterSwimoff();
    const count = stored(s).length;
    s.send({ type: 'recordCard', card: 'YELLOW_CARD', cap: 4 });
    expect(stored(s)).toHaveLength(count + 1);
    play(s, 'undo');
    expect(stored(s)).toHaveLength(count);
  });
});
