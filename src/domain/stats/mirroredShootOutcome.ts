import type { ShootOutcome } from '../model';

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
