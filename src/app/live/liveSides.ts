import type { TeamSide } from '../../domain/model';

/** Team 1 then team 2, without pulling the model's schemas into the small live page. */
export const LIVE_SIDES = ['team1', 'team2'] as const satisfies readonly TeamSide[];
