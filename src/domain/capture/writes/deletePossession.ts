import { deleteWrite } from './deleteWrite';
import { rebuildStateFromEvents } from '../rebuildStateFromEvents';
import type { CaptureContext, CaptureResult, Step } from '../types';

/** Delete possession (confirmed by the UI) deletes the possession and its events, then rebuilds the state. */
export function deletePossession(
  step: Step,
  context: CaptureContext,
  uuid: string,
): Step & Pick<CaptureResult, 'error'> {
  const possession = context.possessions.find((stored) => stored.uuid === uuid);
  if (!possession) return { ...step, error: 'noSuchPossession' };
  const ofPossession = context.events.filter((event) => event.possessionUuid === uuid);
  const writes = [
    ...step.writes,
    deleteWrite('deletePossession', possession),
    ...ofPossession.map((event) => deleteWrite('deleteEvent', event)),
  ];
  const removed = new Set(ofPossession.map((event) => event.uuid));
  const events = context.events.filter((event) => !removed.has(event.uuid));
  const possessions = context.possessions.filter((kept) => kept.uuid !== uuid);
  const state = rebuildStateFromEvents(step.state, events, possessions, context);
  const history = state.history.filter((entry) => !removed.has(entry.eventUuid));
  return { state: { ...state, history }, writes };
}
