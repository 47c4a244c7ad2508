import { db } from '../db/db';
import type { EventRow, MatchPlayerRow } from '../db/rows';

/** What the playlist is built from: both teams' cached events and the rosters of the chosen matches. */
export type ClipSources = { events: EventRow[]; matchPlayers: MatchPlayerRow[] };

export async function readClipSources(matchIds: readonly number[]): Promise<ClipSources> {
  const ids = [...matchIds];
  const [events, matchPlayers] = await Promise.all([
    db.events.where('match.id').anyOf(ids).toArray(),
    db.matchPlayers.where('match.id').anyOf(ids).toArray(),
  ]);
  return { events, matchPlayers };
}
