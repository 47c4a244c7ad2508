import type { CaptureContext, CaptureResult, CaptureWrite, Step } from '../types';
import { removeEvent } from '../writes/removeEvent';
import { lastAction } from './lastAction';

/**
 * Undo takes back the last action of the current view, the selected possession's events or all (docs/product.md
 * §4): every event the last save stored together (a goal and the possession start it caused), latest first, so the
 * capture state comes back as it was before that save.
 */
export function undoLastEvent(step: Step, context: CaptureContext): Step & Pick<CaptureResult, 'error'> {
  const selected = step.state.selectedPossessionUuid;
  const view = selected ? context.events.filter((event) => event.possessionUuid === selected) : context.events;
  const events = lastAction(view, step.state.history);
  if (events.length === 0) return { ...step, error: 'noEventToUndo' };
  let next = step;
  let left = context;
  for (const event of events.reverse()) {
    const done = next.writes.length;
    next = removeEvent(next, left, event, true);
    left = contextAfter(left, next.writes.slice(done));
  }
  return { ...next, writes: lastPutOfEachPossession(next.writes) };
}

/** A possession put back at several steps of one undo is written once, as the last step left it. */
function lastPutOfEachPossession(writes: readonly CaptureWrite[]): CaptureWrite[] {
  const lastPut = new Map<string, CaptureWrite>();
  for (const write of writes) if (write.kind === 'putPossession') lastPut.set(write.possession.uuid, write);
  return writes.filter((write) => write.kind !== 'putPossession' || lastPut.get(write.possession.uuid) === write);
}

/** The stored events and possessions as the writes leave them. */
function contextAfter(context: CaptureContext, writes: readonly CaptureWrite[]): CaptureContext {
  let { events, possessions } = context;
  for (const write of writes) {
    if (write.kind === 'deleteEvent') events = events.filter((event) => event.uuid !== write.uuid);
    else if (write.kind === 'deletePossession') possessions = possessions.filter((kept) => kept.uuid !== write.uuid);
    else if (write.kind === 'putPossession')
      possessions = possessions.map((kept) => (kept.uuid === write.possession.uuid ? write.possession : kept));
    else if (write.kind === 'reopenPossession')
      possessions = possessions.map((kept) =>
        kept.uuid === write.uuid ? { ...kept, timeTo: null, videoTo: null } : kept,
      );
  }
  return { ...context, events, possessions };
}
