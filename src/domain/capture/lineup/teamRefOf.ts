import type { Ref, TeamSide } from '../../model';
import type { CaptureContext } from '../types';

/** The `{ id }` an entity stores for a side of the match. */
export function teamRefOf(side: TeamSide, context: Pick<CaptureContext, 'match'>): Ref {
  return { id: context.match[side].id };
}
