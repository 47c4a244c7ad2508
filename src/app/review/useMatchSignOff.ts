import { useLiveQuery } from 'dexie-react-hooks';
import { readMatchSignOff, type SignOff } from '../../data/signOff';

/** The match's sign-off as the device last read it, live; undefined while it is being read. */
export function useMatchSignOff(matchId: number): SignOff | undefined {
  return useLiveQuery(() => readMatchSignOff(matchId), [matchId]);
}
