import { describe, expect, it } from 'vitest';
import { afterSwimoff, play, session } from './harness';

describe('editing one event', () => {
  it('with no event open, choosing a player starts one', () => {
    const s = session();
    play(s, '#7');
    expect(s.state.current).toEqual({ playerNumber: 7 });
  });

  it('with no event open, choosing a centre starts one (a back when defending)', () => {
    const s = afterSwimoff();
    play(s, 'cb #2');
    expect(s.state.current).toEqual({ centerPlayers: [2] });
    expect(s.state.centerPlayers).toEqual([2]);
    const d = afterSwimoff(false);
    play(d, 'cb #3');
    expect(d.state.current).toEqual({ backPlayers: [3] });
  });

  it('choosing the same centre again removes it', () => {
    const s = afterSwimoff();
    play(s, 'cb #2; cb #2');
    expect(s.state.centerPlayers).toEqual([]);
  });

  it('with no event open, an outcome, a situation or a point waits for an event', () => {
    const s = session();
    play(s, 'GOAL; ACTION; from 100,100; TIME; PAIR; POWER; DRY; winner team2');
    expect(s.state.current).toBeNull();
  });

  it('with no event open, one of their caps starts one, as one of ours does (theirsFirst.test.ts)', () => {
    const s = session();
    play(s, 'vs #3');
    expect(s.state.current).toEqual({ opponentPlayerNumber: 3 });
  });

  it('while an event is open, choosing a player, a type or an outcome updates it', () => {
    const s = afterSwimoff();
    play(s, '#7; shoot; GOAL; #8');
    expect(s.state.current).toMatchObject({ type: 'SHOOT', playerNumber: 8, shootOutcome: 'GOAL' });
    play(s, 'turnover');
    expect(s.state.current).toMatchObject({ type: 'BALLLOST', playerNumber: 8 });
  });

  it('an exclusion is NORMAL by default', () => {
    const s = afterSwimoff();
    play(s, 'exclusion');
    expect(s.state.current).toMatchObject({ type: 'EXCLUSIONAGAINST', exclusionType: 'NORMAL' });
  });

  it('a shot against is faced by our goalkeeper unless a player is picked', () => {
    const s = afterSwimoff(false);
    play(s, 'shoot');
    expect(s.state.current).toMatchObject({ type: 'SHOOTAGAINST', playerNumber: 1 });
    play(s, '#4');
    expect(s.state.current?.playerNumber).toBe(4);
  });

  it('the swim-off winner sets SWIMOFF or SWIMOFFAGAINST', () => {
    const s = session();
    play(s, 'swimoff; winner team2');
    expect(s.state.current?.type).toBe('SWIMOFFAGAINST');
    play(s, 'winner team1');
    expect(s.state.current?.type).toBe('SWIMOFF');
  });

  it('shoot points are kept in centimetres inside the pool and the goal picture', () => {
    const s = afterSwimoff();
    play(s, 'shoot; from 2500,-3.4; to -200,99.6');
    expect(s.state.current).toMatchObject({
      shootFromPoolX: 2000,
      shootFromPoolY: 0,
      shootToGoalX: -100,
      shootToGoalY: 100,
    });
  });

  it('assists are taken for our own shot on offense', () => {
    const s = afterSwimoff();
    play(s, 'shoot; #7; assist1 #4@2; assist2 #3@5');
    expect(s.state.current).toMatchObject({
      shootAssistPlayerNumber1: 4,
      shootAssistPosition1: 2,
      shootAssistPlayerNumber2: 3,
      shootAssistPosition2: 5,
    });
  });

  it.each([
    ['a shot against', false, 'shoot; assist1 #4@2'],
    ['a penalty', true, 'shoot; PENALTY; assist1 #4@2'],
    ['no shot', true, 'drive; assist1 #4@2'],
  ])('assists are not taken for %s', (_, isWon, taps) => {
    const s = afterSwimoff(isWon);
    play(s, taps);
    expect(s.state.current?.shootAssistPlayerNumber1).toBeUndefined();
  });

  it('the posts are the live ones and go into the open event', () => {
    const s = afterSwimoff();
    play(s, 'post1 #2; shoot; post2 #3');
    expect(s.state).toMatchObject({ post1PlayerNumber: 2, post2PlayerNumber: 3 });
    expect(s.state.current).toMatchObject({ post2PlayerNumber: 3 });
  });

  it('cancel clears the current event', () => {
    const s = afterSwimoff();
    play(s, 'shoot; #7; cancel');
    expect(s.state.current).toBeNull();
  });

  it('the video-time stepper moves the open event, else the match video time', () => {
    const s = afterSwimoff();
    play(s, 'v 40; shoot; v+5; v-1');
    expect(s.state.current?.videoTime).toBe(44);
    expect(s.state.videoTime).toBe(40);
    play(s, 'cancel; v+2; v -9');
    expect(s.state.videoTime).toBe(0);
  });

  it('the time steppers never go below 0', () => {
    const s = session();
    play(s, 't 10; end-15');
    expect(s.state.time).toBe(0);
    play(s, 't -4');
    expect(s.state.time).toBe(0);
    play(s, 'end+7');
    expect(s.state.time).toBe(7);
  });

  it('save is refused while the event cannot be saved', () => {
    const s = afterSwimoff();
    play(s, 'shoot; #7');
    const result = s.send({ type: 'save' });
    expect(result.error).toBeDefined();
    expect(result.writes).toEqual([]);
    expect(s.send({ type: 'cancel' }) && s.send({ type: 'save' }).error).toBeDefined();
  });
});
