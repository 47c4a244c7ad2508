import type { ShootOutcome } from '../../domain/model';

const LABELS: Record<ShootOutcome, string> = {
  GOAL: 'Goal',
  MISSFOR: 'Miss (ours)',
  MISSAGAINST: 'Miss (theirs)',
  BLOCKFOR: 'Block (ours)',
  BLOCKAGAINST: 'Block (theirs)',
};

/** Shot outcomes name who has the ball afterwards, seen from the selected team (DESIGN §6). */
export function outcomeLabel(outcome: ShootOutcome): string {
  return LABELS[outcome];
}
