import type { ShootOutcome, ShootResult } from '../model';

/** The shooter's outcome of a printed shot: FOR when the shooting team keeps the ball, AGAINST when not. */
export function shootOutcomeOf(action: string, isKeptByShooter: boolean): ShootOutcome {
  if (action === 'GOAL') return 'GOAL';
  if (action === 'SHOT_BLOCKED') return isKeptByShooter ? 'BLOCKFOR' : 'BLOCKAGAINST';
  return isKeptByShooter ? 'MISSFOR' : 'MISSAGAINST';
}

/** How a printed shot that missed ended (saved, wide, off the post); null for a goal or a block. */
export function shootResultOf(action: string): ShootResult | null {
  switch (action) {
    case 'SHOT_SAVED':
      return 'SAVED';
    case 'SHOT_MISSED':
      return 'MISSED';
    case 'SHOT_POST':
      return 'POST';
    default:
      return null;
  }
}
