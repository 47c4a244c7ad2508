import type { Possession } from '../../model';
import type { Step } from '../types';

/** Writes a changed possession; the live one in the state follows. */
export function updatePossession(step: Step, possession: Possession): Step {
  const isLive = step.state.possession?.uuid === possession.uuid;
  return {
    state: isLive ? { ...step.state, possession } : step.state,
    writes: [...step.writes, { kind: 'putPossession', possession }],
  };
}
