import type { CaptureContext } from '../../domain/capture';
import type { TeamSide } from '../../domain/model';
import { captureContextOf } from './captureContextOf';
import { captureDataStoreOf } from './captureDataStoreOf';

export class MatchNotCachedError extends Error {
  constructor(matchId: number) {
    super(`Match ${matchId} is not on this device yet.`);
  }
}

/**
 * What the engine needs for one command: from memory while the capture screen watches the match (a tap costs
 * no database round trip), else read from the cache.
 */
export async function loadCaptureContext(matchId: number, side: TeamSide): Promise<CaptureContext> {
  const data = await captureDataStoreOf(matchId).load();
  if (!data) throw new MatchNotCachedError(matchId);
  return captureContextOf(data, side);
}
