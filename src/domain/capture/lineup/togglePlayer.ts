import { buildEvent } from '../save/buildEvent';
import { recordEvent } from '../save/recordEvent';
import { savePossession } from '../possession/savePossession';
import { toggleCap } from './caps';
import { updatePossession } from '../writes/updatePossession';
import type { CaptureContext, Step } from '../types';
import { undoSnapshotOf } from '../undo/undoSnapshotOf';

/**
 * A substitution tap (docs/product.md §4): a player in the water goes out (a goalkeeper going out calls for a new
 * goalkeeper), a player out of the water goes in, each recorded as PLAYER_OUT / PLAYER_IN. With a possession
 * selected, only that possession's players in water change. With no possession yet, one is created first;
 * the live possession's players in water follow.
 */
export function togglePlayer(step: Step, context: CaptureContext, cap: number): Step {
  const selectedUuid = step.state.selectedPossessionUuid;
  if (selectedUuid) {
    const selected = context.possessions.find((possession) => possession.uuid === selectedUuid);
    if (!selected) return step;
    return updatePossession(step, { ...selected, playersInWater: toggleCap(selected.playersInWater ?? [], cap) });
  }

  let next = step.state.possession
    ? step
    : savePossession(step, context, { offense: step.state.offense, extraPlayer: step.state.extraPlayer });
  const state = next.state;
  const before = undoSnapshotOf(state);
  const isGoingOut = state.playersInWater.includes(cap);
  const playersInWater = toggleCap(state.playersInWater, cap);
  const roster = context.roster[state.selectedTeam];
  const isGoalkeeperIn = !isGoingOut && state.isGoalkeeperNeeded && roster.some((p) => p.cap === cap && p.goalKeeper);
  const isGoalkeeperOut = isGoingOut && state.goalkeeper === cap;
  next = {
    ...next,
    state: {
      ...state,
      playersInWater,
      excludedPlayers: state.excludedPlayers.filter((out) => out !== cap),
      goalkeeper: isGoalkeeperOut ? null : isGoalkeeperIn ? cap : state.goalkeeper,
      isGoalkeeperNeeded: isGoalkeeperOut || (state.isGoalkeeperNeeded && !isGoalkeeperIn),
    },
  };
  const change = buildEvent({ type: isGoingOut ? 'PLAYER_OUT' : 'PLAYER_IN', playerNumber: cap }, next.state, context);
  next = recordEvent(next, context, change, before);
  const possession = next.state.possession;
  return possession ? updatePossession(next, { ...possession, playersInWater: [...playersInWater] }) : next;
}
