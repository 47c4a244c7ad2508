import { type EventType, otherSide, type TeamSide } from '../../model';
import type { CaptureCommand } from '../commands';
import { eventTypeFor } from '../event/eventTypeFor';
import type { CaptureSession } from './startCaptureSession';
import type { MatchScript, ScriptAction, ScriptLine } from './types';

/**
 * Plays one script line as the taps a scorer of `side` would make, on that side's session. The line's team is
 * the one acting; the other team's scorer records the same happening from their side. Throws, naming the
 * line, when the engine refuses a tap or the line contradicts who has the ball.
 */
export function playScriptLine(
  sessions: Record<TeamSide, CaptureSession>,
  side: TeamSide,
  line: ScriptLine,
  script: Pick<MatchScript, 'videoOffset' | 'teams'>,
): void {
  const session = sessions[side];
  const opponent = sessions[otherSide(side)];
  const isActor = line.side === side;
  const code = script.teams[side].code;
  const fail = (message: string): never => {
    throw new Error(`Match script line ${line.lineNumber} (${code} log): ${message}`);
  };
  const send = (command: CaptureCommand) => {
    const result = session.send(command);
    if (result.error) fail(`${command.type} refused: ${result.error}`);
  };
  const save = () => {
    const result = session.send({ type: 'save' });
    const warning = session.state.warning;
    // The script's author reads codes: the warning's code and its cap, else the engine's error code.
    const reason = warning ? `${warning.code}${'cap' in warning ? ` #${warning.cap}` : ''}` : result.error;
    if (result.error) fail(`cannot save ${session.state.current?.type ?? 'the event'}: ${reason}`);
  };
  const expectType = (wanted: EventType) => {
    const opened = session.state.current?.type;
    if (opened !== wanted) fail(`expected ${wanted} but the log says ${opened}: check who has the ball`);
  };
  const choosePlayers = (own: number | undefined, theirs: number | undefined) => {
    if (own !== undefined) send({ type: 'choosePlayer', cap: own });
    if (theirs !== undefined) send({ type: 'chooseOpponentPlayer', cap: theirs });
  };

  if (line.quarter < session.state.quarter) fail('lines must follow the clock');
  while (session.state.quarter < line.quarter) send({ type: 'stepQuarter', delta: 1 });
  // The video first: an exclusion the new time runs out ends at its own moment of the video (settleExclusions).
  send({ type: 'setVideoTime', seconds: line.videoTime ?? line.time + script.videoOffset });
  send({ type: 'setTime', seconds: line.time });

  const action: ScriptAction = line.action;
  switch (action.verb) {
    case 'shoot': {
      const opened = session.state.current?.type;
      if (opened !== 'SHOOT' && opened !== 'SHOOTAGAINST') send({ type: 'chooseEventType', choice: 'shoot' });
      expectType(isActor ? 'SHOOT' : 'SHOOTAGAINST');
      if (isActor) choosePlayers(action.shooter, action.defender ?? opponent.state.goalkeeper ?? undefined);
      else choosePlayers(action.defender, action.shooter);
      if (action.from) send({ type: 'setShootFrom', point: action.from });
      if (action.to) send({ type: 'setShootTo', point: action.to });
      // As the scorer taps it: whether the shooters keep the ball, then how the shot ended (saved, missed, …).
      if (action.outcome !== 'GOAL') send({ type: 'chooseShotKept', isKept: action.isKept });
      send({ type: 'chooseShotEnd', end: action.outcome });
      if (action.situation) send({ type: 'chooseSituation', situation: action.situation });
      if (action.shootType) send({ type: 'chooseShootType', shootType: action.shootType });
      if (action.method) send({ type: 'chooseShootMethod', method: action.method });
      if (isActor) {
        action.assists.forEach((assist, i) =>
          send({ type: 'chooseAssist', slot: i === 0 ? 1 : 2, cap: assist.cap, position: assist.position }),
        );
        if (action.centre !== undefined && !session.state.centerPlayers.includes(action.centre)) {
          send({ type: 'chooseCenterOrBack', cap: action.centre });
        }
        if (action.posts) {
          send({ type: 'choosePost', post: 1, cap: action.posts[0] });
          send({ type: 'choosePost', post: 2, cap: action.posts[1] });
        }
      } else if (action.centreBack !== undefined && !session.state.backPlayers.includes(action.centreBack)) {
        send({ type: 'chooseCenterOrBack', cap: action.centreBack });
      }
      return save();
    }
    case 'penalty':
      send({ type: 'chooseEventType', choice: 'penaltyFoul' });
      expectType(isActor ? 'PENALTYFOULAGAINST' : 'PENALTYFOUL');
      choosePlayers(isActor ? action.fouled : action.fouler, isActor ? action.fouler : action.fouled);
      return save();
    case 'exclusion': {
      const isPair = action.exclusionType === 'PAIR';
      const wanted = isActor ? 'EXCLUSIONFOR' : 'EXCLUSIONAGAINST';
      if (isPair || eventTypeFor('exclusion', session.state.offense) === wanted) {
        send({ type: 'chooseEventType', choice: 'exclusion' });
      } else {
        send({ type: 'setEventType', eventType: wanted });
      }
      choosePlayers(isActor ? action.excluded : action.drawnBy, isActor ? action.drawnBy : action.excluded);
      if (action.exclusionType !== 'NORMAL') send({ type: 'chooseExclusionType', exclusionType: action.exclusionType });
      return save();
    }
    case 'turnover':
      send({ type: 'chooseEventType', choice: 'turnover' });
      expectType(isActor ? 'BALLLOST' : 'BALLGAINED');
      choosePlayers(isActor ? action.player : action.stealer, isActor ? action.stealer : action.player);
      send({ type: 'chooseTurnoverType', turnOverType: action.turnOverType });
      return save();
    case 'swim':
      send({ type: 'chooseEventType', choice: 'swimoff' });
      choosePlayers(isActor ? action.winner : action.loser, isActor ? action.loser : action.winner);
      send({ type: 'chooseSwimoffWinner', side: line.side ?? side });
      return save();
    case 'drive':
      if (!isActor) return;
      send({ type: 'chooseEventType', choice: 'drive' });
      choosePlayers(action.player, undefined);
      return save();
    case 'timeout':
      if (!isActor && !action.isKeptByBoth) return;
      send({ type: 'chooseEventType', choice: 'timeout' });
      if (!isActor) send({ type: 'setEventType', eventType: 'TIMEOUTAGAINST' });
      return save();
    case 'card':
      if (!isActor && !action.isKeptByBoth) return;
      return send({
        type: 'recordCard',
        card: action.card,
        cap: action.cap ?? null,
        official: action.official ?? null,
        isTheirs: !isActor,
      });
    case 'sub':
      if (!isActor) return;
      send({ type: 'togglePlayer', cap: action.playerOut });
      return send({ type: 'togglePlayer', cap: action.playerIn });
    case 'keeper':
      if (isActor) send({ type: 'setGoalkeeper', cap: action.cap });
      return;
    case 'formation':
      if (!isActor) return;
      send({ type: 'chooseFormation', formation: action.formation });
      if (session.state.formation !== action.formation) send({ type: 'chooseFormation', formation: action.formation });
      return;
    case 'restart':
      if (!session.state.isRestart) send({ type: 'toggleRestart' });
      return;
    case 'ball':
      if (session.state.offense !== isActor) send({ type: 'changePossession' });
      return;
    case 'back':
      // The exclusion's end (its time run out, a goal, a regain) has often brought him back already.
      if (isActor && !session.state.playersInWater.includes(action.cap)) {
        send({ type: 'addPlayerBack', cap: action.cap });
      }
      if (session.state.extraPlayer) send({ type: 'endExtraPlayer' });
      return;
    case 'note':
      if (isActor || line.side === null) send({ type: 'addNote', text: action.text });
      return;
    case 'shootout':
      return send({ type: 'startShootout', startingSide: line.side ?? side });
    case 'end':
      return send({ type: 'endMatch' });
  }
}
