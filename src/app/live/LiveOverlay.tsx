import { useEffect } from 'react';
import { formatClock } from '../../domain/model';
import type { LiveSnapshot } from '../../domain/live/liveSnapshot';
import { runningExclusions } from '../../domain/live/runningExclusions';
import { useT } from '../i18n';
import { LIVE_SIDES } from './liveSides';
import { quarterLabel } from './quarterLabel';
import { useGoalFlash } from './useGoalFlash';
import { useRunningClock } from './useRunningClock';

/** The page shows through: the streaming program lays the scorebug over the match picture. */
function useTransparentPage(): void {
  useEffect(() => {
    const { documentElement: html, body } = document;
    const classes = [...body.classList];
    body.classList.remove(...classes);
    body.classList.add('bg-transparent');
    html.style.background = 'transparent';
    return () => {
      body.classList.remove('bg-transparent');
      body.classList.add(...classes);
      html.style.background = '';
    };
  }, []);
}

/**
 * `/live/{shareId}?overlay=1`: a scorebug for a 1920×1080 browser source (OBS and the like), driven by the scorer's
 * capture: both teams and their scores, the quarter and its running clock, the exclusions being served with their
 * countdown, and a flash on a goal. Transparent around it; no other chrome.
 */
export function LiveOverlay({ snapshot }: { snapshot: LiveSnapshot | null }) {
  const t = useT('live');
  useTransparentPage();
  const clock = useRunningClock(snapshot);
  const flash = useGoalFlash(snapshot);
  if (!snapshot || !clock) return null;
  const excluded = runningExclusions(snapshot.plays, clock.quarter, clock.secondsLeft);
  const isLive = snapshot.match.status === 'ONGOING';
  return (
    <div className="p-12 font-sans" data-testid="live-overlay">
      <div className="inline-flex flex-col overflow-hidden rounded-2xl bg-pool-900/95 text-white shadow-2xl">
        <div className="flex items-stretch">
          <div className="flex flex-col">
            {LIVE_SIDES.map((side) => (
              <div
                key={side}
                data-testid={`overlay-${side}`}
                data-flash={flash === side ? 'goal' : undefined}
                className={`flex items-center gap-6 px-6 py-2 transition-colors duration-500 ${
                  flash === side ? 'bg-amber-400 text-pool-900' : ''
                }`}
              >
                <span className="w-[22rem] truncate text-4xl font-bold">{snapshot.teams[side].name}</span>
                <span className="w-16 text-right text-5xl font-extrabold tabular-nums">
                  {snapshot.teams[side].score}
                </span>
              </div>
            ))}
          </div>
          <div className="flex min-w-44 flex-col items-center justify-center border-l-2 border-white/20 px-6">
            <span className="text-3xl font-bold uppercase" data-testid="overlay-quarter">
              {isLive
                ? quarterLabel(clock.quarter)
                : t(snapshot.match.status === 'ENDED' ? 'status.ended' : 'status.scheduled')}
            </span>
            {isLive ? (
              <span className="text-5xl font-extrabold tabular-nums" data-testid="overlay-clock">
                {formatClock(Math.max(0, clock.secondsLeft), 'duration')}
              </span>
            ) : null}
          </div>
        </div>
        {flash ? (
          <div className="bg-amber-400 px-6 py-1 text-center text-3xl font-extrabold uppercase tracking-widest text-pool-900">
            {t('overlay.goal', { team: snapshot.teams[flash].name })}
          </div>
        ) : null}
        {excluded.length > 0 ? (
          <ul className="flex flex-wrap gap-3 bg-red-700 px-6 py-2 text-3xl font-bold" data-testid="overlay-exclusions">
            {excluded.map((exclusion) => (
              <li key={exclusion.id} className="tabular-nums">
                {t('overlay.exclusion', {
                  team: snapshot.teams[exclusion.team].name,
                  cap: exclusion.cap ?? '?',
                  seconds: exclusion.secondsLeft,
                })}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
