import type { Possession } from '../../model';
import { buildEvent } from '../save/buildEvent';
import { closePossession } from './closePossession';
import { eventTimeFromQuarter, quarterLengthOf } from '../period/quarterTime';
import { recordEvent } from '../save/recordEvent';
import { resetAttackShape } from './resetAttackShape';
import { undoSnapshotOf } from '../undo/undoSnapshotOf';
import { teamRefOf } from '../lineup/teamRefOf';
import type { CaptureContext, Step } from '../types';

export type NewPossession = {
  offense: boolean;
  extraPlayer: boolean;
  /** The moment of the event that starts it; the live video time by default. */
  videoTime?: number;
};

/**
 * Saving a possession (docs/product.md §4) closes the previous one (timeTo and videoTo set if empty), creates a new one
 * starting at that time with a fresh opposing possession uuid, records OFFENSE_START or DEFENSE_START, and
 * advances the tip index. The new possession starts without formation, centre, back or posts.
 */
export function savePossession(step: Step, context: CaptureContext, next: NewPossession): Step {
  const before = undoSnapshotOf(step.state);
  const state = step.state;
  const time = Math.round(eventTimeFromQuarter(state.quarter, state.time, quarterLengthOf(context)));
  const videoTime = next.videoTime ?? state.videoTime;
  const writes = [...step.writes];
  if (state.possession) {
    writes.push({ kind: 'putPossession', possession: closePossession(state.possession, time, videoTime, context) });
  }
  const possession: Possession = {
    uuid: context.newUuid(),
    match: { id: context.match.id },
    team: teamRefOf(state.selectedTeam, context),
    quarter: state.quarter,
    timeFrom: time,
    timeTo: null,
    videoFrom: videoTime,
    videoTo: null,
    playersInWater: [...state.playersInWater],
    opponentPlayersInWater: null,
    offense: next.offense,
    extraPlayer: next.extraPlayer,
    isRestart: false,
    opponentPossessionUuid: context.newUuid(),
    formation: null,
    opponentFormation: null,
    recordedAt: new Date(context.now()).toISOString(),
  };
  writes.push({ kind: 'putPossession', possession });
  const opened: Step = {
    writes,
    state: {
      ...resetAttackShape(state),
      possession,
      possessionUuid: possession.uuid,
      opponentPossessionUuid: possession.opponentPossessionUuid ?? null,
      offense: next.offense,
      extraPlayer: next.extraPlayer,
      isRestart: false,
      eventTipIndex: state.eventTipIndex + 1,
    },
  };
  const start = buildEvent(
    { type: next.offense ? 'OFFENSE_START' : 'DEFENSE_START', videoTime },
    opened.state,
    context,
  );
  return recordEvent(opened, context, start, before);
}
