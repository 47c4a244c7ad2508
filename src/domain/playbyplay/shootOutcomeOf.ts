import type { ShootOutcome } from '../model';

/** The shooter's outcome of a printed shot: FOR when the shooting team keeps the ball, AGAINST when not. */
export function shootOutcomeOf(action: string, isKeptByShooter: boolean): ShootOutcome {
  if (action === 'GOAL') return 'GOAL';
  if (action === 'SHOT_BLOCKED') return isKeptByShooter ? 'BLOCKFOR' : 'BLOCKAGAINST';
  return isKeptByShooter ? 'MISSFOR' : 'MISSAGAINST';
}
