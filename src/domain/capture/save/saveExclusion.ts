import { buildEvent } from './buildEvent';
import { mirrorPairExclusion } from '../opponent/mirrorPairExclusion';
import { recordEvent } from './recordEvent';
import { removeFromWater } from '../lineup/removeFromWater';
import { savePossession } from '../possession/savePossession';
import type { CaptureContext, EventDraft, Step } from '../types';

/**
 * Saves an exclusion (NORMAL by default). A pair exclusion also records the mirrored exclusion and play goes on
 * with the same side in possession; any other exclusion puts the side that earned it on the attack with an
 * extra player. Either way a new possession is saved, and an excluded player of ours leaves the water.
 */
export function saveExclusion(
  step: Step,
  context: CaptureContext,
  draft: EventDraft & { type: 'EXCLUSIONFOR' | 'EXCLUSIONAGAINST' },
): Step {
  const exclusion = buildEvent({ ...draft, exclusionType: draft.exclusionType ?? 'NORMAL' }, step.state, context);
  const isPair = exclusion.exclusionType === 'PAIR';
  let next = recordEvent(step, context, exclusion);
  if (isPair) next = recordEvent(next, context, mirrorPairExclusion(exclusion, context.newUuid));
  const isOurPlayerExcluded = isPair || exclusion.type === 'EXCLUSIONFOR';
  if (isOurPlayerExcluded) next = { ...next, state: removeFromWater(next.state, exclusion.playerNumber) };
  const videoTime = exclusion.videoTime ?? step.state.videoTime;
  // Choice: after a pair exclusion the ball stays; after any other the side that earned it attacks man-up.
  return isPair
    ? savePossession(next, context, { offense: step.state.offense, extraPlayer: step.state.extraPlayer, videoTime })
    : savePossession(next, context, { offense: exclusion.type === 'EXCLUSIONAGAINST', extraPlayer: true, videoTime });
}
