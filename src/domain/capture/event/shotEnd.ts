import type { ShootOutcome, ShootResult } from '../../model';
import type { EventDraft } from '../types';

/** How a shot ended, as a scorer at the table sees it (the outcome buttons). */
export const SHOT_ENDS = ['GOAL', 'SAVED', 'MISSED', 'POST', 'BLOCKED'] as const;
export type ShotEnd = (typeof SHOT_ENDS)[number];

type Shot = Pick<EventDraft, 'type' | 'shootOutcome' | 'shootResult' | 'isAttackingAfterShoot'>;
type ShotFields = Pick<EventDraft, 'shootOutcome' | 'shootResult' | 'isAttackingAfterShoot'>;

/** A shot of the selected team (SHOOT), not one against it (SHOOTAGAINST). */
const isOwnShot = (shot: Shot) => shot.type !== 'SHOOTAGAINST';

/** The end a shot's stored fields say; a miss recorded before the result existed reads as missed. */
export function shotEndOf(shot: Shot): ShotEnd | null {
  switch (shot.shootOutcome) {
    case 'GOAL':
      return 'GOAL';
    case 'BLOCKFOR':
    case 'BLOCKAGAINST':
      return 'BLOCKED';
    case 'MISSFOR':
    case 'MISSAGAINST':
      return shot.shootResult ?? 'MISSED';
    default:
      return null;
  }
}

/**
 * Whether the shooting team keeps the ball after the shot (a corner after a save, its own rebound): from the outcome
 * when one is chosen (FOR/AGAINST name who has the ball, seen from the selected team), else from the choice made
 * before it; by default the defence gets the ball.
 */
export function isShotKept(shot: Shot): boolean {
  const outcome: ShootOutcome | null | undefined = shot.shootOutcome;
  const isBallOurs =
    outcome === 'MISSFOR' || outcome === 'BLOCKFOR'
      ? true
      : outcome === 'MISSAGAINST' || outcome === 'BLOCKAGAINST'
        ? false
        : (shot.isAttackingAfterShoot ?? !isOwnShot(shot));
  return isBallOurs === isOwnShot(shot);
}

/**
 * The stored fields of a shot that ended so: the outcome (who has the ball after it follows `isKept`, by default the
 * defence) and, for a miss, how it missed. A goal keeps no result.
 */
export function shotFieldsOf(shot: Shot, end: ShotEnd, isKept = isShotKept(shot)): ShotFields {
  if (end === 'GOAL') return { shootOutcome: 'GOAL', shootResult: null };
  const isBallOurs = isKept === isOwnShot(shot);
  const side = isBallOurs ? 'FOR' : 'AGAINST';
  const result: ShootResult | null = end === 'BLOCKED' ? null : end;
  return {
    shootOutcome: end === 'BLOCKED' ? `BLOCK${side}` : `MISS${side}`,
    shootResult: result,
    isAttackingAfterShoot: isBallOurs,
  };
}

/** The shooting team keeps the ball, or not: the chosen end's outcome follows; with none yet, the choice waits. */
export function keptFieldsOf(shot: Shot, isKept: boolean): ShotFields {
  const end = shotEndOf(shot);
  if (end === 'GOAL') return {};
  if (end !== null) return shotFieldsOf(shot, end, isKept);
  return { isAttackingAfterShoot: isKept === isOwnShot(shot) };
}
