import type { TeamMatchView } from '../types';
import type { PossessionTime, SidePossessionTime } from './types';

/** Closed possessions and their seconds on offense and defense, in all and per quarter (as possessionOutcomes). */
export function possessionTimeOf(view: TeamMatchView): SidePossessionTime {
  const empty = (): PossessionTime => ({ closed: 0, seconds: 0 });
  const all = { offense: empty(), defense: empty() };
  const quarters = new Map<number, { offense: PossessionTime; defense: PossessionTime }>();
  for (const possession of view.possessions) {
    if (possession.timeTo == null) continue;
    const side = possession.offense ? 'offense' : 'defense';
    const seconds = Math.max(0, possession.timeTo - possession.timeFrom);
    let quarter = quarters.get(possession.quarter);
    if (!quarter) quarters.set(possession.quarter, (quarter = { offense: empty(), defense: empty() }));
    for (const into of [all[side], quarter[side]]) {
      into.closed += 1;
      into.seconds += seconds;
    }
  }
  return { ...all, byQuarter: [...quarters].map(([quarter, time]) => ({ quarter, ...time })) };
}
