import type { TeamSide } from '../../model';
import { applyCommand } from '../applyCommand';
import type { CaptureCommand } from '../commands';
import { createCaptureState, type CaptureStateOptions } from '../createCaptureState';
import type { CaptureContext, CaptureResult, CaptureState } from '../types';
import { applyWrites } from './applyWrites';
import type { CaptureStore } from './types';

export type CaptureSessionOptions = Omit<CaptureContext, 'events' | 'possessions' | 'tips'> & {
  selectedTeam: TeamSide;
  tips?: CaptureContext['tips'];
  initial?: CaptureStateOptions;
};

export type CaptureSession = {
  readonly state: CaptureState;
  readonly store: CaptureStore;
  /** Runs one command against the stored rows and applies its writes, as the capture screen would. */
  send: (command: CaptureCommand) => CaptureResult;
};

/** One scorer capturing one team, with the data layer played by an in-memory store (replays, tests, seeds). */
export function startCaptureSession(options: CaptureSessionOptions): CaptureSession {
  const { selectedTeam, initial, tips = [], ...context } = options;
  let state = createCaptureState(selectedTeam, initial);
  let store: CaptureStore = { events: [], possessions: [] };
  return {
    get state() {
      return state;
    },
    get store() {
      return store;
    },
    send(command) {
      const result = applyCommand(state, command, {
        ...context,
        tips,
        events: store.events,
        possessions: store.possessions,
      });
      state = result.state;
      store = applyWrites(store, result.writes);
      return result;
    },
  };
}
