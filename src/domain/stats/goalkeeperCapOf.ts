import type { MatchEvent } from '../model';
import type { TeamMatchView } from './types';

/**
 * Our goalkeeper facing a shot against: the roster's goalkeeper among the players in the water, else the
 * event's own cap (the play-by-play import credits the goalkeeper there) when the roster does not say
 * otherwise.
 */
export function goalkeeperCapOf(shot: MatchEvent, view: Pick<TeamMatchView, 'roster'>): number | null {
  const inWater = shot.playersInWater?.find((cap) => view.roster.get(cap)?.goalKeeper);
  if (inWater != null) return inWater;
  const cap = shot.playerNumber;
  if (cap == null) return null;
  const matchPlayer = view.roster.get(cap);
  return matchPlayer === undefined || matchPlayer.goalKeeper ? cap : null;
}
