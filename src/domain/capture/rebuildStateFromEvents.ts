import type { MatchEvent, Possession } from '../model';
import { latestEvent } from './undo/latestEvent';
import { quarterLengthOf } from './period/quarterTime';
import type { CaptureContext, CaptureState } from './types';

/**
 * The capture state rebuilt from the latest stored event (after a deletion, a reload or a team switch): its
 * quarter, time, video time and players in water; side, extra player and formation from the open possession
 * (the last one, when it has no end). With no events left, quarter and time stay.
 */
export function rebuildStateFromEvents(
  state: CaptureState,
  events: readonly MatchEvent[],
  possessions: readonly Possession[],
  context: Pick<CaptureContext, 'quarterLength'>,
): CaptureState {
  const latest = latestEvent(events);
  const last = possessions.at(-1);
  const possession = last && last.timeTo == null ? last : null;
  const quarter = latest?.quarter ?? state.quarter;
  const playersInWater = [...(latest?.playersInWater ?? possession?.playersInWater ?? state.playersInWater)];
  const isSelectedKept = possessions.some((kept) => kept.uuid === state.selectedPossessionUuid);
  return {
    ...state,
    quarter,
    time: latest ? latest.time - (quarter - 1) * quarterLengthOf(context) : state.time,
    videoTime: latest?.videoTime ?? state.videoTime,
    offense: possession?.offense ?? latest?.offense ?? state.offense,
    extraPlayer: possession?.extraPlayer ?? false,
    isRestart: possession?.isRestart ?? false,
    selectedFormation: possession?.formation ?? null,
    formation: possession?.formation ?? null,
    centerPlayers: [],
    backPlayers: [],
    post1PlayerNumber: null,
    post2PlayerNumber: null,
    playersInWater,
    excludedPlayers: state.excludedPlayers.filter((cap) => !playersInWater.includes(cap)),
    possession,
    possessionUuid: possession?.uuid ?? null,
    opponentPossessionUuid: possession?.opponentPossessionUuid ?? null,
    selectedPossessionUuid: isSelectedKept ? state.selectedPossessionUuid : null,
    current: null,
  };
}
