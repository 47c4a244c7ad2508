import { SHOOTOUT_QUARTER } from '../model';
import type { CaptureContext, LiveState } from './types';

/** Quarter 5 is the shootout period, unless the match says otherwise. */
export function isShootout(state: Pick<LiveState, 'quarter'>, context: Pick<CaptureContext, 'isShootout'>): boolean {
  return context.isShootout ?? state.quarter === SHOOTOUT_QUARTER;
}
