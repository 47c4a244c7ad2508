import type { TeamSide } from '../../model';
import { applyCommand } from '../applyCommand';
import type { CaptureCommand } from '../commands';
import { createLiveState, type LiveStateOptions } from '../createLiveState';
import type { CaptureContext, CaptureResult, LiveState } from '../types';
import { applyWrites } from './applyWrites';
import type { CaptureStore } from './types';

export type CaptureSessionOptions = Omit<CaptureContext, 'events' | 'possessions' | 'tips'> & {
  selectedTeam: TeamSide;
  tips?: CaptureContext['tips'];
  initial?: LiveStateOptions;
};

export type CaptureSession = {
  readonly state: LiveState;
  readonly store: CaptureStore;
  /** Runs one command against the stored rows and applies its writes, as the capture screen would. */
  send: (command: CaptureCommand) => CaptureResult;
};

/** One scorer capturing one team, with the data layer played by an in-memory store (replays, tests, seeds). */
export function startCaptureSession(options: CaptureSessionOptions): CaptureSession {
  const { selectedTeam, initial, tips = [], ...context } = options;
  let state = createLiveState(selectedTeam, initial);
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
