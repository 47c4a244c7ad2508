import type { LiveSnapshot } from '../../domain/live/liveSnapshot';
import { formatClock } from '../../domain/model';
import { LIVE_SIDES } from './liveSides';
import { quarterLabel } from './quarterLabel';
import { useRunningClock } from './useRunningClock';
import { useT, type MessageKey } from '../i18n';

const STATUS_KEYS: Record<LiveSnapshot['match']['status'], MessageKey<'live'>> = {
  SCHEDULED: 'status.scheduled',
  ONGOING: 'status.ongoing',
  ENDED: 'status.ended',
};

/** The score as a scoreboard: white on dark, the figures as big as the screen allows, one row per team. */
export function LiveScoreboard({ snapshot, isCompact }: { snapshot: LiveSnapshot; isCompact: boolean }) {
  const t = useT('live');
  const { teams, match } = snapshot;
  const shown = useRunningClock(snapshot);
  const clock =
    match.status === 'ONGOING' && shown
      ? `${quarterLabel(shown.quarter, true)} · ${formatClock(Math.max(0, shown.secondsLeft), 'duration')}`
      : null;
  return (
    <section
      aria-label={t('scoreboard.label')}
      className={`rounded-xl bg-pool-900 text-white ${isCompact ? 'p-3' : 'p-4 sm:p-6'}`}
    >
      <p className="sr-only" aria-live="polite">
        {`${teams.team1.name} ${teams.team1.score}, ${teams.team2.name} ${teams.team2.score}`}
      </p>
      <div aria-hidden="true" className="flex flex-col gap-1">
        {LIVE_SIDES.map((side) => (
          <div key={side} className="flex items-center justify-between gap-4" data-testid={`live-score-${side}`}>
            <span className={`min-w-0 font-bold break-words ${isCompact ? 'text-xl' : 'text-2xl sm:text-4xl'}`}>
              {teams[side].name}
            </span>
            <span
              className={`shrink-0 font-extrabold tabular-nums leading-none ${isCompact ? 'text-5xl' : 'text-6xl sm:text-8xl'}`}
            >
              {teams[side].score}
            </span>
          </div>
        ))}
      </div>
      <p
        className={`mt-3 flex flex-wrap items-center gap-x-3 font-bold ${isCompact ? 'text-lg' : 'text-xl sm:text-2xl'}`}
      >
        <span
          className={`rounded px-2 uppercase tracking-wide ${match.status === 'ONGOING' ? 'bg-red-600 text-white' : 'bg-white text-pool-900'}`}
        >
          {t(STATUS_KEYS[match.status])}
        </span>
        {clock ? (
          <span data-testid="live-clock" data-running={shown?.isRunning ? 'true' : 'false'}>
            {clock}
          </span>
        ) : null}
      </p>
    </section>
  );
}
