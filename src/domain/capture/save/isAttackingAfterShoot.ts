import type { ShootOutcome } from '../../model';

/**
 * Whether the selected team has the ball after a shot (docs/product.md §4): after a GOAL when it was not attacking,
 * after MISSFOR or BLOCKFOR always, after anything else never.
 */
export function isAttackingAfterShoot(outcome: ShootOutcome | null | undefined, wasAttacking: boolean): boolean {
  if (outcome === 'GOAL') return !wasAttacking;
  return outcome === 'MISSFOR' || outcome === 'BLOCKFOR';
}
