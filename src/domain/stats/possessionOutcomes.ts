import { SHOOTOUT_QUARTER, type Possession } from '../model';
import { eventsByPossession } from './eventsByPossession';
import { possessionOutcome } from './possessionOutcome';
import {
  POSSESSION_OUTCOMES,
  type PossessionOutcome,
  type PossessionStatistics,
  type PossessionSummary,
  type TeamMatchView,
} from './types';

/** Possessions on offense and defense: count, mean length, how they ended, and the same per quarter. */
export function possessionOutcomes(views: readonly TeamMatchView[]): PossessionStatistics {
  const all = { offense: tally(), defense: tally() };
  const quarters = new Map<number, { offense: Tally; defense: Tally }>();
  for (let quarter = 1; quarter < SHOOTOUT_QUARTER; quarter++)
    quarters.set(quarter, { offense: tally(), defense: tally() });
  for (const view of views) {
    const grouped = eventsByPossession(view.events);
    for (const possession of view.possessions) {
      const outcome = possessionOutcome(grouped.get(possession.uuid) ?? []);
      const side = possession.offense ? 'offense' : 'defense';
      add(all[side], possession, outcome);
      if (!quarters.has(possession.quarter)) quarters.set(possession.quarter, { offense: tally(), defense: tally() });
      add(quarters.get(possession.quarter)![side], possession, outcome);
    }
  }
  return {
    offense: summary(all.offense),
    defense: summary(all.defense),
    byQuarter: [...quarters.entries()]
      .sort(([a], [b]) => a - b)
      .map(([quarter, { offense, defense }]) => ({ quarter, offense: summary(offense), defense: summary(defense) })),
  };
}

type Tally = { count: number; closed: number; seconds: number; outcomes: PossessionSummary['outcomes'] };

function tally(): Tally {
  const outcomes = Object.fromEntries(
    POSSESSION_OUTCOMES.map((outcome) => [outcome, 0]),
  ) as PossessionSummary['outcomes'];
  return { count: 0, closed: 0, seconds: 0, outcomes };
}

function add(into: Tally, possession: Possession, outcome: PossessionOutcome) {
  into.count += 1;
  into.outcomes[outcome] += 1;
  if (possession.timeTo != null) {
    into.closed += 1;
    into.seconds += Math.max(0, possession.timeTo - possession.timeFrom);
  }
}

function summary({ count, closed, seconds, outcomes }: Tally): PossessionSummary {
  return { count, meanSeconds: closed > 0 ? Math.round((seconds / closed) * 10) / 10 : null, outcomes };
}
