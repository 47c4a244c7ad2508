import { leagueRulesOf, MAX_PLAYERS_IN_WATER } from '../../model';
import { applyWrites } from '../script/applyWrites';
import { endExtraPlayer } from '../possession/endExtraPlayer';
import { eventTimeFromQuarter, quarterLengthOf } from '../period/quarterTime';
import { isShootoutPeriod } from '../period/isShootoutPeriod';
import { updatePossession } from '../writes/updatePossession';
import type { CaptureContext, Step } from '../types';
import { exclusionsOf, manAdvantage, type QuarterExclusion } from './exclusionsOf';
import { isFouledOut, personalFoulsBySide } from './personalFouls';

/**
 * The exclusions a command leaves, applied to the lineup (after the clock has settled, so a running clock's time
 * counts; the screen sends 'tick' when a running clock passes an exclusion's end):
 * - our excluded player whose exclusion has ended comes back into the water by himself (room allowing), and the live
 *   possession's players follow; a player who does not return (third personal foul, rest of the match, violence)
 *   stays on the bench and leaves the excluded list: a substitute is tapped in; an exclusion of an earlier quarter
 *   has ended with its quarter;
 * - a man-up whose exclusion ran out by time ends: play goes on in an even possession of the same side
 *   (endExtraPlayer), as when the scorer ends it by hand. A man-up set by hand, with no exclusion run out during
 *   its possession, is left alone.
 */
export function settleExclusions(step: Step, context: CaptureContext): Step {
  const state = step.state;
  // A stored event open for editing keeps the lineup it was recorded with.
  const isEditingStored = state.current?.uuid != null;
  if (isEditingStored || isShootoutPeriod(state, context) || state.isMatchEnded) return step;
  // The log as the data layer will hold it after this command's writes, read once.
  const events = applyWrites({ events: [...context.events], possessions: [] }, step.writes).events;
  const at = eventTimeFromQuarter(state.quarter, state.time, quarterLengthOf(context));
  const exclusionTime = (context.rules ?? leagueRulesOf(null)).exclusionTime;
  const exclusions = exclusionsOf(events, state.quarter, at, exclusionTime);
  const running = exclusions.filter((exclusion) => exclusion.endedBy === null);
  const stillOut = new Set(running.filter((exclusion) => exclusion.ours).map((exclusion) => exclusion.cap));
  const lastOf = new Map<number, QuarterExclusion>();
  for (const exclusion of exclusions)
    if (exclusion.ours && exclusion.cap !== null) lastOf.set(exclusion.cap, exclusion);

  let playersInWater = state.playersInWater;
  let excludedPlayers = state.excludedPlayers;
  let fouls: Map<number, number> | null = null;
  for (const cap of state.excludedPlayers) {
    if (stillOut.has(cap)) continue;
    // An exclusion of an earlier quarter ended with it; the third personal foul still keeps him out.
    const last = lastOf.get(cap);
    fouls ??= personalFoulsBySide(events, true);
    const returns = last ? last.returns : !isFouledOut(fouls.get(cap) ?? 0);
    excludedPlayers = excludedPlayers.filter((out) => out !== cap);
    const isRoom = playersInWater.length < MAX_PLAYERS_IN_WATER;
    if (returns && isRoom && !playersInWater.includes(cap)) playersInWater = [...playersInWater, cap];
  }
  let next: Step = step;
  if (excludedPlayers !== state.excludedPlayers) {
    const back = { ...state, playersInWater, excludedPlayers };
    next = { ...step, state: back };
    if (back.possession && playersInWater !== state.playersInWater) {
      next = updatePossession(next, { ...back.possession, playersInWater: [...playersInWater] });
    }
  }
  // The man-up's end records a possession: not under an open event, which still belongs to the man-up.
  return state.current ? next : manUpRunOut(next, context, exclusions, running);
}

function manUpRunOut(
  step: Step,
  context: CaptureContext,
  exclusions: readonly QuarterExclusion[],
  running: readonly QuarterExclusion[],
): Step {
  const { state } = step;
  if (!state.extraPlayer || !state.possession) return step;
  const advantage = manAdvantage(running) * (state.offense ? 1 : -1);
  const since = state.possession.timeFrom;
  const ranOut = exclusions.filter((exclusion) => exclusion.endedBy === 'time' && exclusion.until > since);
  if (advantage > 0 || ranOut.length === 0) return step;
  // The man-up possession ends when the last exclusion ran out, not at the tap that noticed it.
  const until = Math.max(...ranOut.map((exclusion) => exclusion.until));
  const quarterStart = eventTimeFromQuarter(state.quarter, 0, quarterLengthOf(context));
  const time = until - quarterStart;
  // The video moment goes back as far as the game time does, never before the man-up began.
  const videoTime = Math.max(state.possession.videoFrom ?? 0, state.videoTime - (state.time - time));
  const ended = endExtraPlayer({ ...step, state: { ...state, time, videoTime } }, context);
  return { state: { ...ended.state, time: state.time, videoTime: state.videoTime }, writes: ended.writes };
}
