import { db } from '../db/db';
import type { MatchRow } from '../db/rows';

export type OngoingMatch = {
  match: MatchRow;
  /** From this device's persisted capture state, when it has one. */
  quarter: number | null;
  time: number | null;
};

/** Matches with status ONGOING, by name, with the quarter and time this device last captured. */
export async function readOngoingMatches(): Promise<OngoingMatch[]> {
  const matches = await db.matches.where('status').equals('ONGOING').toArray();
  const states = await db.liveStates.bulkGet(matches.map((match) => match.id));
  return matches
    .map((match, index) => {
      const state = states[index]?.state as { quarter?: unknown; time?: unknown } | undefined;
      return {
        match,
        quarter: typeof state?.quarter === 'number' ? state.quarter : null,
        time: typeof state?.time === 'number' ? state.time : null,
      };
    })
    .sort((a, b) => a.match.name.localeCompare(b.match.name));
}
