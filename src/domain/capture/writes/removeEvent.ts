import type { MatchEvent, Possession } from '../../model';
import { deleteWrite } from './deleteWrite';
import { eventKindOf } from '../event/eventKindOf';
import { rebuildStateFromEvents } from '../rebuildStateFromEvents';
import type { CaptureContext, CaptureState, Step, UndoSnapshot } from '../types';

/**
 * Removes one stored event (docs/product.md §4, undo and delete). The start of the last possession takes that
 * possession with it: the previous one is reopened (its end times cleared) and the tip index steps back. Events with a
 * server id carry it, so they are deleted on the server too. The capture state comes back from the event's undo
 * step when `isUndo` and the step is the last one, else it is rebuilt from the latest remaining event.
 */
export function removeEvent(step: Step, context: CaptureContext, event: MatchEvent, isUndo: boolean): Step {
  const writes = [...step.writes, deleteWrite('deleteEvent', event)];
  const events = context.events.filter((kept) => kept.uuid !== event.uuid);
  let possessions = [...context.possessions];
  const last = possessions.at(-1);
  const isLastPossessionStart = eventKindOf(event.type) === 'possessionStart' && last?.uuid === event.possessionUuid;
  if (last && isLastPossessionStart) {
    writes.push(deleteWrite('deletePossession', last));
    possessions = possessions.slice(0, -1);
    const previous = possessions.at(-1);
    if (previous) {
      writes.push(deleteWrite('reopenPossession', previous));
      possessions = [...possessions.slice(0, -1), { ...previous, timeTo: null, videoTo: null }];
    }
  }
  const state = step.state;
  const lastStep = state.history.at(-1);
  const history = state.history.filter((entry) => entry.eventUuid !== event.uuid);
  let next: CaptureState;
  // Choice: undo of the last recorded step puts back the state before it; otherwise the state is rebuilt.
  if (isUndo && lastStep?.eventUuid === event.uuid) {
    const stored = possessions.find((kept) => kept.uuid === lastStep.before.possessionUuid) ?? null;
    const possession = stored && restoredPossession(stored, lastStep.before);
    if (possession && possession !== stored) writes.push({ kind: 'putPossession', possession });
    next = { ...state, ...lastStep.before, possession, current: null };
  } else {
    next = rebuildStateFromEvents(state, events, possessions, context);
    if (isLastPossessionStart) next = { ...next, eventTipIndex: Math.max(0, state.eventTipIndex - 1) };
  }
  return { state: { ...next, history }, writes };
}

/** The live possession follows the lineup and formation (substitutions, formation changes): undo puts them back too. */
function restoredPossession(possession: Possession, before: UndoSnapshot): Possession {
  const players = possession.playersInWater ?? [];
  const isSameLineup =
    players.length === before.playersInWater.length && players.every((cap, i) => cap === before.playersInWater[i]);
  if (isSameLineup && (possession.formation ?? null) === before.formation) return possession;
  return { ...possession, playersInWater: [...before.playersInWater], formation: before.formation };
}
