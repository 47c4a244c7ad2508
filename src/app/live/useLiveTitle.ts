import { useEffect } from 'react';
import type { LiveSnapshot } from '../../domain/live/liveSnapshot';
import { useT } from '../i18n';

/** The tab and a shared link's preview carry the score: 'Team A 5–4 Team B · Live'. */
export function useLiveTitle(snapshot: LiveSnapshot | null): void {
  const t = useT('live');
  const title = snapshot
    ? t('page.documentTitle', {
        team1: snapshot.teams.team1.name,
        score1: snapshot.teams.team1.score,
        score2: snapshot.teams.team2.score,
        team2: snapshot.teams.team2.name,
      })
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
