import { localVideoTable, type LocalVideoRow } from './localVideoTable';

/** The files picked on this device, for the given matches or all of them. */
export async function readLocalVideos(matchIds?: readonly number[]): Promise<LocalVideoRow[]> {
  const table = localVideoTable();
  return matchIds
    ? table
        .where('matchId')
        .anyOf([...matchIds])
        .toArray()
    : table.toArray();
}
