import type { MatchEvent } from '../../model';
import { dropUnusedAttackPicks } from '../possession/dropUnusedAttackPicks';
import { eventKindOf } from '../event/eventKindOf';
import { isAttackingAfterShoot } from '../save/isAttackingAfterShoot';
import { isShootoutPeriod } from '../period/isShootoutPeriod';
import { needsReview } from '../event/needsReview';
import { penaltySituation } from '../save/penaltySituation';
import { possessionOfEvent } from '../possession/possessionOfEvent';
import type { CaptureContext, EventDraft, Step } from '../types';

/**
 * An event loaded into the editor is updated as it is (docs/product.md §4: an event with an id is updated):
 * no possession changes follow. Its review flag, penalty situation, attack picks and opponentEventUuid are
 * brought up to date.
 */
export function updateEvent(step: Step, context: CaptureContext, draft: EventDraft & { uuid: string }): Step {
  const stored = context.events.find((event) => event.uuid === draft.uuid);
  const merged = { ...stored, ...draft };
  if (!isCompleteEvent(merged)) return step;
  const isPlayerInOut = eventKindOf(merged.type) === 'playerInOut';
  const isShot = eventKindOf(merged.type) === 'shoot';
  const event: MatchEvent = dropUnusedAttackPicks({
    ...merged,
    opponentEventUuid: merged.opponentEventUuid ?? (isPlayerInOut ? null : context.newUuid()),
    ...(isShot
      ? {
          shootSituation: penaltySituation(
            merged.shootSituation,
            isShootoutPeriod({ quarter: merged.quarter }, context),
          ),
          isAttackingAfterShoot: isAttackingAfterShoot(merged.shootOutcome, merged.offense),
        }
      : {}),
  });
  const updated = { ...event, needsReview: needsReview(event, possessionOfEvent(event, step.state, context)) };
  return { ...step, writes: [...step.writes, { kind: 'putEvent', event: updated }] };
}

function isCompleteEvent(event: EventDraft): event is MatchEvent {
  return (
    event.uuid != null &&
    event.match != null &&
    event.team != null &&
    event.type != null &&
    typeof event.quarter === 'number' &&
    typeof event.time === 'number' &&
    typeof event.offense === 'boolean'
  );
}
