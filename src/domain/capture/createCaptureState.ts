import { FIRST_QUARTER, type TeamSide } from '../model';
import type { CaptureState } from './types';

export type CaptureStateOptions = {
  quarter?: number;
  offense?: boolean;
  /** The starting line-up, when the scorer sets it before the first event. */
  playersInWater?: number[];
  goalkeeper?: number | null;
};

/** The capture state of a match nobody has captured yet, for the selected team. */
export function createCaptureState(selectedTeam: TeamSide, options: CaptureStateOptions = {}): CaptureState {
  const playersInWater = [...(options.playersInWater ?? [])];
  return {
    selectedTeam,
    quarter: options.quarter ?? FIRST_QUARTER,
    time: 0,
    videoTime: 0,
    offense: options.offense ?? false,
    extraPlayer: false,
    isRestart: false,
    selectedFormation: null,
    formation: null,
    goalkeeper: options.goalkeeper ?? null,
    isGoalkeeperNeeded: false,
    post1PlayerNumber: null,
    post2PlayerNumber: null,
    centerPlayers: [],
    backPlayers: [],
    playersInWater,
    numberOfPlayersInWater: playersInWater.length,
    excludedPlayers: [],
    possession: null,
    possessionUuid: null,
    opponentPossessionUuid: null,
    selectedPossessionUuid: null,
    eventTipIndex: 0,
    isShootoutStarted: false,
    isMatchEnded: false,
    current: null,
    history: [],
    warning: null,
  };
}
