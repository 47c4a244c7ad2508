import { useEffect, useRef, useState } from 'react';
import type { TeamSide } from '../../domain/model';
import type { LiveSnapshot } from '../../domain/live/liveSnapshot';

/** How long a goal lights its team's row. */
const FLASH_MS = 5000;

/**
 * The team that just scored, for as long as its flash lasts: a score that grows between two snapshots (not the first
 * one the overlay sees, which may arrive mid-match) lights that team's row.
 */
export function useGoalFlash(snapshot: LiveSnapshot | null): TeamSide | null {
  const previous = useRef<Record<TeamSide, number> | null>(null);
  const [flash, setFlash] = useState<TeamSide | null>(null);
  const team1 = snapshot?.teams.team1.score;
  const team2 = snapshot?.teams.team2.score;
  useEffect(() => {
    if (team1 === undefined || team2 === undefined) return;
    const before = previous.current;
    previous.current = { team1, team2 };
    if (!before) return;
    const scorer = team1 > before.team1 ? 'team1' : team2 > before.team2 ? 'team2' : null;
    if (!scorer) return;
    setFlash(scorer);
    const timer = setTimeout(() => setFlash(null), FLASH_MS);
    return () => clearTimeout(timer);
  }, [team1, team2]);
  return flash;
}
