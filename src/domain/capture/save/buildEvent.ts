import type { EventType, MatchEvent } from '../../model';
import { capOrNull, isCap } from '../lineup/caps';
import { dropUnusedAttackPicks } from '../possession/dropUnusedAttackPicks';
import { eventTimeFromQuarter, quarterLengthOf } from '../period/quarterTime';
import { isTimeEstimated } from '../period/estimateClock';
import { needsReview } from '../event/needsReview';
import { possessionOfEvent } from '../possession/possessionOfEvent';
import { teamRefOf } from '../lineup/teamRefOf';
import type { CaptureContext, EventDraft, CaptureState } from '../types';

const caps = (list: readonly (number | null | undefined)[] | null | undefined): number[] => (list ?? []).filter(isCap);

/**
 * A complete event from the draft: what the scorer chose, and from the capture state what the draft leaves open
 * (quarter, time, side, players in water, possession, formation, video time). Empty player numbers are
 * dropped, and so is an attack pick that does not apply (dropUnusedAttackPicks); every event but a player in/out
 * gets its own opponentEventUuid unless it already has one.
 */
export function buildEvent(
  draft: EventDraft & { type: EventType },
  state: CaptureState,
  context: CaptureContext,
): MatchEvent {
  const isPlayerInOut = draft.type === 'PLAYER_IN' || draft.type === 'PLAYER_OUT';
  const uuid = draft.uuid ?? context.newUuid();
  const opponentEventUuid = draft.opponentEventUuid ?? (isPlayerInOut ? null : context.newUuid());
  const extraPlayer = draft.extraPlayer ?? state.extraPlayer;
  const event = dropUnusedAttackPicks({
    ...(draft.id != null ? { id: draft.id } : {}),
    uuid,
    match: { id: context.match.id },
    team: draft.team ?? teamRefOf(state.selectedTeam, context),
    quarter: draft.quarter ?? state.quarter,
    time: draft.time ?? Math.round(eventTimeFromQuarter(state.quarter, state.time, quarterLengthOf(context))),
    type: draft.type,
    offense: draft.offense ?? state.offense,
    extraPlayer,
    playersInWater: caps(draft.playersInWater ?? state.playersInWater),
    possessionUuid: draft.possessionUuid ?? state.possessionUuid,
    opponentPossessionUuid: draft.opponentPossessionUuid ?? state.opponentPossessionUuid,
    opponentEventUuid,
    videoTime: draft.videoTime ?? state.videoTime,
    formation: draft.formation ?? state.formation,
    opponentFormation: draft.opponentFormation ?? null,
    centerPlayers: caps(draft.centerPlayers ?? state.centerPlayers),
    backPlayers: caps(draft.backPlayers ?? state.backPlayers),
    post1PlayerNumber: capOrNull(draft.post1PlayerNumber ?? state.post1PlayerNumber),
    post2PlayerNumber: capOrNull(draft.post2PlayerNumber ?? state.post2PlayerNumber),
    playerNumber: capOrNull(draft.playerNumber),
    opponentPlayerNumber: capOrNull(draft.opponentPlayerNumber),
    turnOverType: draft.turnOverType ?? null,
    exclusionType: draft.exclusionType ?? null,
    shootSituation: draft.shootSituation ?? null,
    shootOutcome: draft.shootOutcome ?? null,
    shootResult: draft.shootResult ?? null,
    shootType: draft.shootType ?? null,
    shootMethod: draft.shootMethod ?? null,
    shootAssistPlayerNumber1: capOrNull(draft.shootAssistPlayerNumber1),
    shootAssistPosition1: draft.shootAssistPosition1 ?? null,
    shootAssistPlayerNumber2: capOrNull(draft.shootAssistPlayerNumber2),
    shootAssistPosition2: draft.shootAssistPosition2 ?? null,
    isAttackingAfterShoot: draft.isAttackingAfterShoot ?? null,
    shootFromPoolX: draft.shootFromPoolX ?? null,
    shootFromPoolY: draft.shootFromPoolY ?? null,
    shootToGoalX: draft.shootToGoalX ?? null,
    shootToGoalY: draft.shootToGoalY ?? null,
    notes: draft.notes ?? null,
    needsReview: false,
    // Stamped now while the clock is an estimate; an opened or edited event keeps what its draft says.
    timeEstimated: draft.timeEstimated ?? isTimeEstimated(state),
    // The device instant of the tap that saves it; an edited event keeps the one it was captured with.
    recordedAt: draft.recordedAt !== undefined ? draft.recordedAt : new Date(context.now()).toISOString(),
    // Only a card to an official carries the field, so every other event keeps its shape.
    ...(draft.official != null ? { official: draft.official } : {}),
  } satisfies MatchEvent);
  return { ...event, needsReview: needsReview(event, possessionOfEvent(event, state, context)) };
}
