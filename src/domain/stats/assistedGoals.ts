import { playerKeyOf } from './players';
import type { TeamMatchView } from './types';

/**
 * Our goals that had an assist; with chosen players, the goals one of them assisted (the assist caps name
 * them, not the shooter), so the count is the players' assists.
 */
export function assistedGoals(views: readonly TeamMatchView[], players: ReadonlySet<string> | null): number {
  let count = 0;
  for (const view of views) {
    for (const goal of view.events) {
      if (goal.type !== 'SHOOT' || goal.shootOutcome !== 'GOAL') continue;
      const assists = [goal.shootAssistPlayerNumber1, goal.shootAssistPlayerNumber2].filter((cap) => cap != null);
      if (assists.some((cap) => !players || players.has(playerKeyOf(view, cap)))) count += 1;
    }
  }
  return count;
}
