import type { UndoSnapshot, CaptureState } from '../types';

/** The live fields an undo step restores (copies: the snapshot never shares arrays with the state). */
export function undoSnapshotOf(state: CaptureState): UndoSnapshot {
  return {
    quarter: state.quarter,
    time: state.time,
    videoTime: state.videoTime,
    offense: state.offense,
    extraPlayer: state.extraPlayer,
    isRestart: state.isRestart,
    selectedFormation: state.selectedFormation,
    formation: state.formation,
    goalkeeper: state.goalkeeper,
    post1PlayerNumber: state.post1PlayerNumber,
    post2PlayerNumber: state.post2PlayerNumber,
    centerPlayers: [...state.centerPlayers],
    backPlayers: [...state.backPlayers],
    playersInWater: [...state.playersInWater],
    excludedPlayers: [...state.excludedPlayers],
    possessionUuid: state.possessionUuid,
    opponentPossessionUuid: state.opponentPossessionUuid,
    eventTipIndex: state.eventTipIndex,
  };
}
