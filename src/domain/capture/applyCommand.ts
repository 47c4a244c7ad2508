import {
  GOAL_PICTURE_MAX_X_CM,
  GOAL_PICTURE_MAX_Y_CM,
  GOAL_PICTURE_MIN_X_CM,
  POOL_HALF_LENGTH_CM,
  POOL_WIDTH_CM,
  type EventType,
} from '../model';
import { addNote } from './event/addNote';
import { addPlayerBack } from './lineup/addPlayerBack';
import { chooseFormation } from './possession/chooseFormation';
import { clampPoint } from './event/points';
import { clickTip } from './event/clickTip';
import type { CaptureCommand, EventChoice } from './commands';
import { deleteEvent } from './writes/deleteEvent';
import { deletePossession } from './writes/deletePossession';
import { editCurrentEvent } from './event/editCurrentEvent';
import { endExtraPlayer } from './possession/endExtraPlayer';
import { endMatch } from './period/endMatch';
import { eventTypeFor, eventTypeForTheirs, isTheirPlayerFirst } from './event/eventTypeFor';
import { isAssistShown } from './event/isAssistShown';
import { openEvent } from './event/openEvent';
import { FROM_THE_LOG, readClock, settleClock } from './period/settleClock';
import { settleExclusions } from './exclusion/settleExclusions';
import { settleEstimate } from './period/estimateClock';
import { rebuildStateFromEvents } from './rebuildStateFromEvents';
import { recordCard } from './event/recordCard';
import { saveEvent } from './save/saveEvent';
import { savePossession } from './possession/savePossession';
import { selectTeam } from './lineup/selectTeam';
import { keptFieldsOf, shotFieldsOf } from './event/shotEnd';
import { startShootout } from './period/startShootout';
import { stepPossessionStart } from './possession/stepPossessionStart';
import { stepQuarter } from './period/stepQuarter';
import { toggleCap } from './lineup/caps';
import { toggleExtraPlayer } from './possession/toggleExtraPlayer';
import { togglePlayer } from './lineup/togglePlayer';
import { toggleRestart } from './possession/toggleRestart';
import type { CaptureContext, CaptureResult, CaptureState, Step } from './types';
import { markAction } from './undo/lastAction';
import { undoLastEvent } from './undo/undoLastEvent';
import { undoLastPossession } from './undo/undoLastPossession';
import { warningCode } from './warningCode';

const POOL = { minX: 0, maxX: POOL_WIDTH_CM, minY: 0, maxY: POOL_HALF_LENGTH_CM };
const GOAL = { minX: GOAL_PICTURE_MIN_X_CM, maxX: GOAL_PICTURE_MAX_X_CM, minY: 0, maxY: GOAL_PICTURE_MAX_Y_CM };

/**
 * The capture engine: `(state, command, context) → { state, writes }`. Pure and deterministic (uuids and time
 * come from the context); the data layer applies `writes` in one transaction with the new state.
 */
export function applyCommand(state: CaptureState, command: CaptureCommand, context: CaptureContext): CaptureResult {
  const now = context.now();
  const read = readClock(state, context, now);
  const result = dispatch({ state: read, writes: [] }, command, context);
  const clocked = settleClock(read, result.state, command, result.writes, context, now);
  const estimated = settleEstimate(read, clocked, command, context, now);
  const writes = [...result.writes, ...estimated.writes];
  const excluded = FROM_THE_LOG.has(command.type)
    ? { state: estimated.state, writes }
    : settleExclusions({ state: estimated.state, writes }, context);
  const next = excluded.state;
  const history = markAction(state.history, next.history);
  const settled = { ...next, history, numberOfPlayersInWater: next.playersInWater.length };
  const outcome: CaptureResult = {
    state: { ...settled, warning: warningCode(settled, context) },
    writes: excluded.writes,
  };
  return result.error ? { ...outcome, error: result.error } : outcome;
}

/**
 * The type a choice opens. With only one of their caps picked (their player first) it names what he did, whoever has
 * the ball; otherwise it reads from the ball's side, as the scorer's own player first or the type first does.
 */
function chosenEventType(state: CaptureState, choice: EventChoice): EventType {
  return (isTheirPlayerFirst(state.current) ? eventTypeForTheirs(choice) : null) ?? eventTypeFor(choice, state.offense);
}

function dispatch(step: Step, command: CaptureCommand, context: CaptureContext): Step & Pick<CaptureResult, 'error'> {
  const state = step.state;
  const withState = (next: CaptureState): Step => ({ ...step, state: next });
  switch (command.type) {
    case 'stepQuarter':
      return stepQuarter(step, context, command.delta);
    case 'setTime':
      return withState({ ...state, time: Math.max(0, Math.round(command.seconds)) });
    case 'tick':
      // settleExclusions brings back the players whose exclusion has run out.
      return step;
    case 'startClock':
    case 'stopClock':
    case 'setClockMode':
      // settleClock starts, stops and switches it.
      return step;
    case 'stepPossessionEnd':
      return withState({ ...state, time: Math.max(0, Math.round(state.time + command.delta)) });
    case 'stepPossessionStart':
      return stepPossessionStart(step, context, command.delta);
    case 'setVideoTime':
      return withState(setVideoTime(state, command.seconds));
    case 'stepVideoTime':
      return withState(setVideoTime(state, (state.current?.videoTime ?? state.videoTime) + command.delta));
    case 'selectTeam':
      return withState(selectTeam(state, context, command.side));
    case 'chooseEventType':
      return withState(openEvent(state, context, chosenEventType(state, command.choice)));
    case 'setEventType':
      return withState(openEvent(state, context, command.eventType));
    case 'choosePlayer':
      return withState(editCurrentEvent(state, { playerNumber: command.cap }, true));
    case 'chooseOpponentPlayer':
      // One of their caps may be the first tap, as one of ours is: what he did follows (chosenEventType).
      return withState(editCurrentEvent(state, { opponentPlayerNumber: command.cap }, command.cap != null));
    case 'chooseOutcome': {
      // A goal or a block has no miss result; a miss keeps the one chosen.
      const isMiss = command.outcome === 'MISSFOR' || command.outcome === 'MISSAGAINST';
      const result = isMiss ? {} : { shootResult: null };
      return withState(editCurrentEvent(state, { shootOutcome: command.outcome, ...result }));
    }
    case 'chooseShotEnd':
      return state.current ? withState(editCurrentEvent(state, shotFieldsOf(state.current, command.end))) : step;
    case 'chooseShotKept':
      return state.current ? withState(editCurrentEvent(state, keptFieldsOf(state.current, command.isKept))) : step;
    case 'chooseSituation':
      return withState(editCurrentEvent(state, { shootSituation: command.situation }));
    case 'chooseShootType':
      return withState(editCurrentEvent(state, { shootType: command.shootType }));
    case 'chooseShootMethod':
      return withState(editCurrentEvent(state, { shootMethod: command.method }));
    case 'setShootFrom': {
      const { x, y } = clampPoint(command.point, POOL);
      return withState(editCurrentEvent(state, { shootFromPoolX: x, shootFromPoolY: y }));
    }
    case 'setShootTo': {
      const { x, y } = clampPoint(command.point, GOAL);
      return withState(editCurrentEvent(state, { shootToGoalX: x, shootToGoalY: y }));
    }
    case 'chooseAssist': {
      if (!state.current || !isAssistShown(state.current, state)) return step;
      const assist =
        command.slot === 1
          ? { shootAssistPlayerNumber1: command.cap, shootAssistPosition1: command.position }
          : { shootAssistPlayerNumber2: command.cap, shootAssistPosition2: command.position };
      return withState(editCurrentEvent(state, assist));
    }
    case 'chooseCenterOrBack':
      return withState(chooseCenterOrBack(state, command.cap));
    case 'choosePost': {
      const post = command.post === 1 ? { post1PlayerNumber: command.cap } : { post2PlayerNumber: command.cap };
      return withState(editCurrentEvent({ ...state, ...post }, post));
    }
    case 'chooseTurnoverType':
      return withState(editCurrentEvent(state, { turnOverType: command.turnOverType }));
    case 'chooseExclusionType':
      return withState(editCurrentEvent(state, { exclusionType: command.exclusionType }));
    case 'chooseSwimoffWinner': {
      if (!state.current) return step;
      const type = eventTypeFor('swimoff', state.offense, command.side === state.selectedTeam);
      return withState(openEvent(state, context, type));
    }
    case 'clickTip': {
      const clicked = clickTip(state, context, command.tip, command.index);
      return { ...step, ...clicked };
    }
    case 'stepTip': {
      const last = Math.max(0, context.tips.length - 1);
      return withState({ ...state, eventTipIndex: Math.min(last, Math.max(0, state.eventTipIndex + command.delta)) });
    }
    case 'save':
      return saveEvent(step, context);
    case 'cancel':
      return withState({ ...state, current: null });
    case 'loadEvent':
      return withState({ ...state, current: { ...command.event } });
    case 'undo':
      return undoLastEvent(step, context);
    case 'deleteEvent':
      return deleteEvent(step, context, command.uuid);
    case 'deletePossession':
      return deletePossession(step, context, command.uuid);
    case 'undoLastPossession':
      return undoLastPossession(step, context);
    case 'togglePlayer':
      return togglePlayer(step, context, command.cap);
    case 'setGoalkeeper':
      return withState({ ...state, goalkeeper: command.cap, isGoalkeeperNeeded: false });
    case 'chooseFormation':
      return chooseFormation(step, context, command.formation);
    case 'toggleRestart':
      return toggleRestart(step);
    case 'toggleExtraPlayer':
      return toggleExtraPlayer(step, context);
    case 'addPlayerBack':
      return addPlayerBack(step, command.cap);
    case 'endExtraPlayer':
      return endExtraPlayer(step, context);
    case 'changePossession':
      // The log skipped how the ball changed side: the other side attacks in a new possession, and no turnover nobody
      // made is stored (the side with the ball otherwise follows from the events: alignBallSide).
      return savePossession(step, context, { offense: !state.offense, extraPlayer: false });
    case 'addNote':
      return addNote(step, context, command.text);
    case 'recordCard':
      return recordCard(step, context, command.card, command);
    case 'startShootout':
      return startShootout(step, context, command.startingSide);
    case 'selectPossession': {
      const isKnown =
        command.uuid === null || context.possessions.some((possession) => possession.uuid === command.uuid);
      return isKnown
        ? withState({ ...state, selectedPossessionUuid: command.uuid })
        : { ...step, error: 'noSuchPossession' };
    }
    case 'rebuild':
      return withState(rebuildStateFromEvents(state, context.events, context.possessions, context));
    case 'endMatch':
      return endMatch(step, context);
  }
}

/** The video-time stepper moves the open event's moment, else the match's. */
function setVideoTime(state: CaptureState, seconds: number): CaptureState {
  const videoTime = Math.max(0, seconds);
  return state.current ? { ...state, current: { ...state.current, videoTime } } : { ...state, videoTime };
}

/** The Centers panel (Backs when defending) marks a player; with no event open it starts one. */
function chooseCenterOrBack(state: CaptureState, cap: number): CaptureState {
  if (state.offense) {
    const centerPlayers = toggleCap(state.centerPlayers, cap);
    return editCurrentEvent({ ...state, centerPlayers }, { centerPlayers }, true);
  }
  const backPlayers = toggleCap(state.backPlayers, cap);
  return editCurrentEvent({ ...state, backPlayers }, { backPlayers }, true);
}
