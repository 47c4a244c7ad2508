import { type MatchEvent, mirrorEventType, type Possession, type ShootOutcome } from '../model';

/**
 * The opponent's event seen from `team`: the type, offense, outcome and the two caps swap sides
 * (playerNumber is always a cap of the event's own team). null for events only their own team knows
 * (drive, formation, substitutions), and for the opponent's own details (assists, posts, lineup).
 */
export function mirrorEvent(event: MatchEvent, team: { id: number }): MatchEvent | null {
  const type = mirrorEventType(event.type);
  if (!type) return null;
  return {
    uuid: event.opponentEventUuid ?? event.uuid,
    match: event.match,
    team: { id: team.id },
    quarter: event.quarter,
    time: event.time,
    type,
    offense: !event.offense,
    extraPlayer: event.extraPlayer,
    playersInWater: null,
    possessionUuid: event.opponentPossessionUuid ?? event.possessionUuid ?? null,
    opponentPossessionUuid: event.possessionUuid ?? null,
    opponentEventUuid: event.uuid,
    videoTime: event.videoTime ?? null,
    formation: event.opponentFormation ?? null,
    opponentFormation: event.formation ?? null,
    playerNumber: event.opponentPlayerNumber ?? null,
    opponentPlayerNumber: event.playerNumber ?? null,
    turnOverType: event.turnOverType ?? null,
    exclusionType: event.exclusionType ?? null,
    shootSituation: event.shootSituation ?? null,
    shootOutcome: event.shootOutcome ? mirroredShootOutcome(event.shootOutcome) : null,
    shootResult: event.shootResult ?? null,
    shootType: event.shootType ?? null,
    shootMethod: event.shootMethod ?? null,
    isAttackingAfterShoot: event.isAttackingAfterShoot == null ? null : !event.isAttackingAfterShoot,
    shootFromPoolX: event.shootFromPoolX ?? null,
    shootFromPoolY: event.shootFromPoolY ?? null,
    shootToGoalX: event.shootToGoalX ?? null,
    shootToGoalY: event.shootToGoalY ?? null,
    notes: event.notes ?? null,
    // A card's official belongs to the carded team, whichever log names it.
    ...(event.official != null ? { official: event.official } : {}),
    needsReview: event.needsReview,
    timeEstimated: event.timeEstimated,
  };
}

/** The opponent's possession seen from `team`: offense, lineups and formations swap. */
export function mirrorPossession(possession: Possession, team: { id: number }): Possession {
  return {
    ...possession,
    id: undefined,
    uuid: possession.opponentPossessionUuid ?? possession.uuid,
    team: { id: team.id },
    offense: !possession.offense,
    playersInWater: possession.opponentPlayersInWater ?? null,
    opponentPlayersInWater: possession.playersInWater ?? null,
    formation: possession.opponentFormation ?? null,
    opponentFormation: possession.formation ?? null,
    opponentPossessionUuid: possession.uuid,
  };
}

const MIRRORED: Record<ShootOutcome, ShootOutcome> = {
  GOAL: 'GOAL',
  MISSFOR: 'MISSAGAINST',
  MISSAGAINST: 'MISSFOR',
  BLOCKFOR: 'BLOCKAGAINST',
  BLOCKAGAINST: 'BLOCKFOR',
};

/** The same shot outcome seen from the other team: FOR/AGAINST name who has the ball after it. */
export function mirroredShootOutcome(outcome: ShootOutcome): ShootOutcome {
  return MIRRORED[outcome];
}
