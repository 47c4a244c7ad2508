import { describe, expect, it } from 'vitest';
import {
  NOBODY_TO_ADD_BACK,
  NO_EXTRA_PLAYER,
  NO_EVENT_FOR_NOTE,
  SELECT_A_POSSESSION_FIRST,
} from '../../../../src/domain/capture';
import { afterSwimoff, play, possessions, session, stored } from './harness';

describe('substitutions', () => {
  it('a player in the water who is toggled goes out; a player out of the water goes in', () => {
    const s = afterSwimoff();
    play(s, 't 50; toggle #7; toggle #9');
    expect(stored(s).slice(-2)).toEqual(['PLAYER_OUT #7', 'PLAYER_IN #9']);
    expect(s.state.playersInWater).toEqual([1, 2, 3, 4, 5, 6, 9]);
    expect(s.store.events.at(-1)?.playersInWater).toEqual([1, 2, 3, 4, 5, 6, 9]);
  });

  it("the live possession's playersInWater is updated", () => {
    const s = afterSwimoff();
    play(s, 'toggle #7; toggle #9');
    expect(s.store.possessions[0]?.playersInWater).toEqual([1, 2, 3, 4, 5, 6, 9]);
    expect(s.state.possession?.playersInWater).toEqual([1, 2, 3, 4, 5, 6, 9]);
  });

  it('if no possession exists on a player in/out, one is created', () => {
    const s = session({ initial: { playersInWater: [] } });
    play(s, 'toggle #1');
    expect(stored(s)).toEqual(['DEFENSE_START', 'PLAYER_IN #1']);
    expect(s.store.possessions[0]?.playersInWater).toEqual([1]);
  });

  it('a goalkeeper going out also triggers the set-goalkeeper action', () => {
    const s = afterSwimoff();
    play(s, 'toggle #1');
    expect(s.state).toMatchObject({ goalkeeper: null, isGoalkeeperNeeded: true });
    play(s, 'toggle #13');
    expect(s.state).toMatchObject({ goalkeeper: 13, isGoalkeeperNeeded: false });
  });

  it('set goalkeeper names the goalkeeper', () => {
    const s = afterSwimoff();
    play(s, 'toggle #1; toggle #9; gk #9');
    expect(s.state).toMatchObject({ goalkeeper: 9, isGoalkeeperNeeded: false });
  });

  it('a field player going in while a goalkeeper is needed does not become goalkeeper', () => {
    const s = afterSwimoff();
    play(s, 'toggle #1; toggle #9');
    expect(s.state).toMatchObject({ goalkeeper: null, isGoalkeeperNeeded: true });
  });

  it("when a possession is selected, that possession's playersInWater list is edited instead", () => {
    const s = afterSwimoff();
    const first = s.store.possessions[0]!.uuid;
    play(s, 't 20; shoot; #7; GOAL; from 1,1; to 1,1; save');
    s.send({ type: 'selectPossession', uuid: first });
    const result = play(s, 'toggle #7');
    expect(result.writes).toEqual([
      {
        kind: 'putPossession',
        possession: expect.objectContaining({ uuid: first, playersInWater: [1, 2, 3, 4, 5, 6] }),
      },
    ]);
    expect(s.state.playersInWater).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('a possession that is not stored cannot be selected', () => {
    const s = afterSwimoff();
    const result = s.send({ type: 'selectPossession', uuid: 'gone' });
    expect(result.error).toBe('noSuchPossession');
    expect(s.state.selectedPossessionUuid).toBeNull();
  });

  it('an eighth player in the water raises the warning', () => {
    const s = afterSwimoff();
    play(s, 'toggle #9');
    expect(s.state.warning).toEqual({ code: 'tooManyPlayers', max: 7 });
  });
});

describe('formation', () => {
  it('a FORMATIONCHANGE event is added only when the selected formation equals the one already set', () => {
    const s = afterSwimoff();
    play(s, 'formation 3-3');
    expect(s.state).toMatchObject({ selectedFormation: '3-3', formation: null });
    expect(stored(s)).toHaveLength(2);
    play(s, 'formation 3-3');
    expect(stored(s).at(-1)).toBe('FORMATIONCHANGE 3-3');
    expect(s.state.formation).toBe('3-3');
    expect(s.store.possessions[0]?.formation).toBe('3-3');
  });

  it('another formation only selects', () => {
    const s = afterSwimoff();
    play(s, 'formation 3-3; formation 4-2');
    expect(stored(s)).toHaveLength(2);
    expect(s.state.selectedFormation).toBe('4-2');
  });

  it("with an event open, the formation is that event's", () => {
    const s = afterSwimoff();
    play(s, 'drive; formation ARC; formation ARC');
    expect(s.state.current?.formation).toBe('ARC');
    expect(stored(s)).toHaveLength(2);
  });

  it('without a possession the formation change is still recorded', () => {
    const s = session();
    play(s, 'formation ZONE; formation ZONE');
    expect(stored(s)).toEqual(['FORMATIONCHANGE ZONE']);
  });
});

describe('actions', () => {
  it('is restart toggles, and the live possession carries it', () => {
    const s = afterSwimoff();
    play(s, 'restart');
    expect(s.state.isRestart).toBe(true);
    expect(s.store.possessions[0]?.isRestart).toBe(true);
    play(s, 'restart');
    expect(s.store.possessions[0]?.isRestart).toBe(false);
    const idle = session();
    expect(play(idle, 'restart').writes).toEqual([]);
  });

  it('is extra player toggles on and off, only for a selected possession', () => {
    const s = afterSwimoff();
    expect(s.send({ type: 'toggleExtraPlayer' }).error).toBe(SELECT_A_POSSESSION_FIRST);
    s.send({ type: 'selectPossession', uuid: s.state.possessionUuid });
    play(s, 'extra');
    expect(s.store.possessions[0]?.extraPlayer).toBe(true);
    expect(s.state.extraPlayer).toBe(true);
    play(s, 'extra');
    expect(s.store.possessions[0]?.extraPlayer).toBe(false);
    expect(s.state.extraPlayer).toBe(false);
  });

  it('is extra player on an earlier possession leaves the live one', () => {
    const s = afterSwimoff();
    const first = s.state.possessionUuid;
    play(s, 't 10; ball');
    s.send({ type: 'selectPossession', uuid: first });
    play(s, 'extra');
    expect(s.store.possessions[0]?.extraPlayer).toBe(true);
    expect(s.state.extraPlayer).toBe(false);
    s.send({ type: 'selectPossession', uuid: null });
    expect(s.state.selectedPossessionUuid).toBeNull();
  });

  it('add player back returns the excluded player while fewer than 7 are in the water', () => {
    const s = afterSwimoff(false);
    expect(s.send({ type: 'addPlayerBack' }).error).toBe(NOBODY_TO_ADD_BACK);
    play(s, 't 20; exclusion; #4; save; back');
    expect(s.state.playersInWater).toEqual([1, 2, 3, 5, 6, 7, 4]);
    expect(s.state.excludedPlayers).toEqual([]);
    expect(s.store.possessions.at(-1)?.playersInWater).toEqual([1, 2, 3, 5, 6, 7, 4]);
  });

  it('add player back may bring another player (a substitute after a violent exclusion)', () => {
    const s = afterSwimoff(false);
    play(s, 't 20; exclusion; #4; VIOLENCE; save; back #10');
    expect(s.state.playersInWater).toContain(10);
    expect(s.state.excludedPlayers).toEqual([4]);
  });

  it('add player back is refused with 7 in the water', () => {
    const s = afterSwimoff();
    expect(s.send({ type: 'addPlayerBack', cap: 9 }).error).toBe(NOBODY_TO_ADD_BACK);
  });

  it('end extra player only in extra-player mode: the man-up possession ends, play goes on even', () => {
    const s = afterSwimoff();
    expect(s.send({ type: 'endExtraPlayer' }).error).toBe(NO_EXTRA_PLAYER);
    play(s, 't 20; exclusion; save; t 32; endExtra');
    expect(possessions(s)).toEqual(['O 0-20', 'O+X 20-32', 'O 32-']);
    expect(s.state.extraPlayer).toBe(false);
  });

  it('note goes to the open event', () => {
    const s = afterSwimoff();
    play(s, 'drive; #7; note good drive; note  ; note twice; save');
    expect(s.store.events.at(-1)?.notes).toBe('good drive\ntwice');
  });

  it('note with no event open is added to the latest event', () => {
    const s = afterSwimoff();
    const result = play(s, 'note check the video');
    expect(result.writes).toEqual([
      { kind: 'putEvent', event: expect.objectContaining({ type: 'SWIMOFF', notes: 'check the video' }) },
    ]);
    expect(session().send({ type: 'addNote', text: 'x' }).error).toBe(NO_EVENT_FOR_NOTE);
  });

  it('end match ends the open possession and the match', () => {
    const s = afterSwimoff();
    const result = play(s, 't 300; shoot; #7; end');
    expect(result.writes.at(-1)).toEqual({ kind: 'endMatch', matchId: 7 });
    expect(possessions(s)).toEqual(['O 0-300']);
    expect(s.state).toMatchObject({ isMatchEnded: true, current: null, possession: null });
    expect(session().send({ type: 'endMatch' }).writes).toEqual([{ kind: 'endMatch', matchId: 7 }]);
  });

  it('the possession start stepper moves the live start, not below 0 nor past the live time', () => {
    const s = afterSwimoff();
    play(s, 't 30; ball; t 50; start-5');
    expect(s.store.possessions.at(-1)?.timeFrom).toBe(25);
    play(s, 'start+100');
    expect(s.store.possessions.at(-1)?.timeFrom).toBe(50);
    play(s, 'start-500');
    expect(s.store.possessions.at(-1)?.timeFrom).toBe(0);
    expect(play(s, 'start-5').writes).toEqual([]);
    expect(play(session(), 'start-5').writes).toEqual([]);
  });

  it('in a later quarter the possession start stays within that quarter', () => {
    const s = afterSwimoff();
    play(s, 'q+; swimoff; #5; winner team1; save; t 30; start-100');
    expect(s.store.possessions.at(-1)?.timeFrom).toBe(480);
    play(s, 'start+100');
    expect(s.store.possessions.at(-1)?.timeFrom).toBe(510);
  });
});
