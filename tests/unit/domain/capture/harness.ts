/**
 * Test harness: a scorer session on an in-memory store, driven by a tiny tap notation.
 * `play(s, 'shoot; #7; from 1000,600; to 150,40; GOAL; save')` sends one command per `;`-separated tap:
 *   q+ q-                 stepQuarter          t 25 / end+5 / start-5   setTime / stepPossessionEnd / stepPossessionStart
 *   v 55 / v+3            setVideoTime / step  shoot exclusion penaltyFoul turnover swimoff timeout drive   chooseEventType
 *   type EXCLUSIONFOR     setEventType         #7 / vs #4 / #-          choosePlayer / chooseOpponentPlayer / clear player
 *   GOAL MISSFOR …        chooseOutcome        ACTION PENALTY … / POWER … / DRY …   situation / shoot type / method
 *   from x,y / to x,y     shoot points         assist1 #4@2 / assist2 #8@5          chooseAssist
 *   cb #2                 chooseCenterOrBack   post1 #2 / post2 #3                  choosePost
 *   TIME BAD_PASS …       turnover type        NORMAL PAIR …                         exclusion type
 *   winner team2          swim-off winner      save cancel undo ball restart extra endExtra back [#n] undoPossession end
 *   toggle #8             togglePlayer         gk #13   formation 3-3   note text   shootout team1   tip team2 GA [#7]
 *   go / stop             startClock / stopClock                  estimate / clock     setClockMode
 */
import { expect } from 'vitest';
import {
  EVENT_TYPES,
  EXCLUSION_TYPES,
  SHOOT_METHODS,
  SHOOT_OUTCOMES,
  SHOOT_SITUATIONS,
  SHOOT_TYPES,
  TURNOVER_TYPES,
  type TeamSide,
} from '../../../../src/domain/model';
import { EVENT_CHOICES, type CaptureCommand, type CaptureResult, type Tip } from '../../../../src/domain/capture';
import {
  countingUuid,
  describeEvent,
  startCaptureSession,
  type CaptureSession,
  type CaptureSessionOptions,
} from '../../../../src/domain/capture/script';

export const MATCH = { id: 7, name: 'FTC v JAD', team1: { id: 11, name: 'FTC' }, team2: { id: 12, name: 'JAD' } };
export const ROSTER = {
  team1: [
    { cap: 1, goalKeeper: true, firstName: 'Soma', lastName: 'Vogel' },
    ...[2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((cap) => ({ cap, firstName: `First${cap}`, lastName: `Last${cap}` })),
    { cap: 13, goalKeeper: true, firstName: 'Márton', lastName: 'Lévai' },
  ],
  team2: [{ cap: 1, goalKeeper: true, firstName: 'Marko', lastName: 'Popadić' }],
};
export const LINEUP = [1, 2, 3, 4, 5, 6, 7];

export type SessionSetup = Partial<Omit<CaptureSessionOptions, 'initial'>> & {
  initial?: CaptureSessionOptions['initial'];
};

/** Team1's scorer, line-up 1–7 with #1 in goal, quarter 1 at 0:00, unless told otherwise. */
export function session(setup: SessionSetup = {}): CaptureSession {
  let clock = 1_000;
  return startCaptureSession({
    selectedTeam: 'team1',
    match: MATCH,
    roster: ROSTER,
    newUuid: countingUuid(),
    now: () => (clock += 1),
    ...setup,
    initial: { playersInWater: LINEUP, goalkeeper: 1, ...setup.initial },
  });
}

const cap = (token: string | undefined) => Number(token?.replace('#', ''));
const point = (token: string | undefined) => {
  const [x = NaN, y = NaN] = (token ?? '').split(',').map(Number);
  return { x, y };
};

/** The command one tap of the notation stands for. */
export function commandOf(tap: string): CaptureCommand {
  const [word = '', ...args] = tap.trim().split(/\s+/);
  const rest = args.join(' ');
  const choice = EVENT_CHOICES.find((known) => known === word);
  if (choice) return { type: 'chooseEventType', choice };
  const outcome = SHOOT_OUTCOMES.find((known) => known === word);
  if (outcome) return { type: 'chooseOutcome', outcome };
  const situation = SHOOT_SITUATIONS.find((known) => known === word);
  if (situation) return { type: 'chooseSituation', situation };
  const shootType = SHOOT_TYPES.find((known) => known === word);
  if (shootType) return { type: 'chooseShootType', shootType };
  const method = SHOOT_METHODS.find((known) => known === word);
  if (method) return { type: 'chooseShootMethod', method };
  const turnOverType = TURNOVER_TYPES.find((known) => known === word);
  if (turnOverType) return { type: 'chooseTurnoverType', turnOverType };
  const exclusionType = EXCLUSION_TYPES.find((known) => known === word);
  if (exclusionType) return { type: 'chooseExclusionType', exclusionType };
  if (word === '#-') return { type: 'choosePlayer', cap: null };
  if (word.startsWith('#')) return { type: 'choosePlayer', cap: cap(word) };
  if (word.startsWith('end+') || word.startsWith('end-'))
    return { type: 'stepPossessionEnd', delta: Number(word.slice(3)) };
  if (word.startsWith('start')) return { type: 'stepPossessionStart', delta: Number(word.slice(5)) };
  if (word.startsWith('v+') || word.startsWith('v-')) return { type: 'stepVideoTime', delta: Number(word.slice(1)) };
  const side = (args[0] === 'team2' ? 'team2' : 'team1') satisfies TeamSide;
  switch (word) {
    case 'q+':
      return { type: 'stepQuarter', delta: 1 };
    case 'q-':
      return { type: 'stepQuarter', delta: -1 };
    case 't':
      return { type: 'setTime', seconds: Number(args[0]) };
    case 'v':
      return { type: 'setVideoTime', seconds: Number(args[0]) };
    case 'type':
      return { type: 'setEventType', eventType: EVENT_TYPES.find((known) => known === args[0]) ?? 'DRIVE' };
    case 'vs':
      return { type: 'chooseOpponentPlayer', cap: cap(args[0]) };
    case 'from':
      return { type: 'setShootFrom', point: point(args[0]) };
    case 'to':
      return { type: 'setShootTo', point: point(args[0]) };
    case 'assist1':
    case 'assist2': {
      const [player, position] = (args[0] ?? '').split('@');
      const at = ([1, 2, 3, 4, 5, 6] as const).find((known) => known === Number(position)) ?? null;
      return { type: 'chooseAssist', slot: word === 'assist1' ? 1 : 2, cap: cap(player), position: at };
    }
    case 'cb':
      return { type: 'chooseCenterOrBack', cap: cap(args[0]) };
    case 'post1':
    case 'post2':
      return { type: 'choosePost', post: word === 'post1' ? 1 : 2, cap: args[0] === '-' ? null : cap(args[0]) };
    case 'winner':
      return { type: 'chooseSwimoffWinner', side };
    case 'toggle':
      return { type: 'togglePlayer', cap: cap(args[0]) };
    case 'gk':
      return { type: 'setGoalkeeper', cap: cap(args[0]) };
    case 'formation':
      return { type: 'chooseFormation', formation: rest };
    case 'note':
      return { type: 'addNote', text: rest };
    case 'shootout':
      return { type: 'startShootout', startingSide: side };
    case 'back':
      return args[0] ? { type: 'addPlayerBack', cap: cap(args[0]) } : { type: 'addPlayerBack' };
    case 'tip': {
      const tip: Tip = { quarter: 1, time: 0, side, code: args[1] ?? '', ...(args[2] ? { cap: cap(args[2]) } : {}) };
      return { type: 'clickTip', tip };
    }
    case 'save':
    case 'cancel':
    case 'undo':
    case 'toggleRestart':
    case 'endMatch':
      return { type: word };
    case 'estimate':
    case 'clock':
      return { type: 'setClockMode', mode: word };
    case 'go':
      return { type: 'startClock' };
    case 'stop':
      return { type: 'stopClock' };
    case 'restart':
      return { type: 'toggleRestart' };
    case 'extra':
      return { type: 'toggleExtraPlayer' };
    case 'endExtra':
      return { type: 'endExtraPlayer' };
    case 'ball':
      return { type: 'changePossession' };
    case 'undoPossession':
      return { type: 'undoLastPossession' };
    case 'end':
      return { type: 'endMatch' };
    default:
      throw new Error(`Unknown tap "${tap}"`);
  }
}

/** Plays the taps; every one must be accepted. Returns the last result. */
export function play(s: CaptureSession, taps: string): CaptureResult {
  let last: CaptureResult | undefined;
  for (const tap of taps.split(';').filter((t) => t.trim() !== '')) {
    last = s.send(commandOf(tap));
    expect(last.error, `tap "${tap.trim()}"`).toBeUndefined();
  }
  return last ?? { state: s.state, writes: [] };
}

/** The stored events in the script's notation. */
export function stored(s: CaptureSession): string[] {
  return s.store.events.map(describeEvent);
}

/** Possessions as `O`/`D`, `+X` when man-up, `from-to`. */
export function possessions(s: CaptureSession): string[] {
  return s.store.possessions.map(
    (p) => `${p.offense ? 'O' : 'D'}${p.extraPlayer ? '+X' : ''} ${p.timeFrom}-${p.timeTo ?? ''}`,
  );
}

/** A session after the swim-off at 0:00 won by team1 (`isWon`) or lost. */
export function afterSwimoff(isWon = true, setup: SessionSetup = {}): CaptureSession {
  const s = session(setup);
  play(s, `swimoff; #5; winner ${isWon ? 'team1' : 'team2'}; save`);
  return s;
}

export type Side = TeamSide;
