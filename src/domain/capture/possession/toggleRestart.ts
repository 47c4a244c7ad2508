import { updatePossession } from '../writes/updatePossession';
import type { Step } from '../types';

/** 'Is restart' toggles, and the live possession carries the flag. */
export function toggleRestart(step: Step): Step {
  const isRestart = !step.state.isRestart;
  const toggled: Step = { ...step, state: { ...step.state, isRestart } };
  const possession = toggled.state.possession;
  return possession ? updatePossession(toggled, { ...possession, isRestart }) : toggled;
}
