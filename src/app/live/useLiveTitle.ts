import { useEffect } from 'react';
import type { LiveSnapshot } from '../../domain/live/liveSnapshot';

/** The tab and a shared link's preview carry the score: 'Team A 5–4 Team B · Live'. */
export function useLiveTitle(snapshot: LiveSnapshot | null): void {
  const title = snapshot
    ? `${snapshot.teams.team1.name} ${snapshot.teams.team1.score}–${snapshot.teams.team2.score} ${snapshot.teams.team2.name} · Live`
    : null;
  useEffect(() => {
    if (!title) return;
    const before = document.title;
    document.title = title;
    return () => {
      document.title = before;
    };
  }, [title]);
}
