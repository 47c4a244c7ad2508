import { alignBallSide } from '../possession/alignBallSide';
import { buildEvent } from './buildEvent';
import { canSave } from '../event/canSave';
import { recordEvent } from './recordEvent';
import { saveExclusion } from './saveExclusion';
import { savePenaltyFoul } from './savePenaltyFoul';
import { saveShoot } from './saveShoot';
import { saveSwimoff } from './saveSwimoff';
import { saveTurnover } from './saveTurnover';
import { updateEvent } from '../writes/updateEvent';
import { eventTimeFromQuarter, quarterLengthOf } from '../period/quarterTime';
import type { CaptureContext, CaptureResult, EventDraft, Step } from '../types';
import type { EventType } from '../../model';

/**
 * Save (docs/product.md §4): a stored event is updated; a new one is saved by its kind. The editor closes (a penalty
 * foul opens its penalty shot instead), so the video time shown is the match's again.
 */
export function saveEvent(step: Step, context: CaptureContext): Step & Pick<CaptureResult, 'error'> {
  const draft = step.state.current;
  if (!draft?.type || !canSave(step.state)) return { ...step, error: 'cannotSaveYet' };
  const closed: Step = { ...step, state: { ...step.state, current: null } };
  // Choice: a draft with a uuid is a stored event (docs/product.md §4 says "with an id"; offline rows have no id yet).
  // A stored event captured before recordedAt existed keeps none: an edit is not its capture.
  if (draft.uuid != null) return updateEvent(closed, context, { recordedAt: null, ...draft, uuid: draft.uuid });
  // A new event opened on a running clock keeps that moment: what it starts (a possession) starts then too.
  const at = draft.time == null ? closed : atEventTime(closed, draft.time, context);
  return saveNewEvent(at, context, { ...draft, type: draft.type });
}

function atEventTime(step: Step, matchTime: number, context: CaptureContext): Step {
  const time = matchTime - eventTimeFromQuarter(step.state.quarter, 0, quarterLengthOf(context));
  return { ...step, state: { ...step.state, time } };
}

function saveNewEvent(at: Step, context: CaptureContext, draft: EventDraft & { type: EventType }): Step {
  const { type } = draft;
  const step = alignBallSide(at, context, draft);
  switch (type) {
    case 'SHOOT':
    case 'SHOOTAGAINST':
      return saveShoot(step, context, { ...draft, type });
    case 'EXCLUSIONFOR':
    case 'EXCLUSIONAGAINST':
      return saveExclusion(step, context, { ...draft, type });
    case 'BALLLOST':
    case 'BALLGAINED':
      return saveTurnover(step, context, { ...draft, type });
    case 'SWIMOFF':
    case 'SWIMOFFAGAINST':
      return saveSwimoff(step, context, { ...draft, type });
    case 'PENALTYFOUL':
    case 'PENALTYFOULAGAINST':
      return savePenaltyFoul(step, context, { ...draft, type });
    default:
      return recordEvent(step, context, buildEvent(draft, step.state, context));
  }
}
