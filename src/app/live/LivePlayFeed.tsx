import { useState } from 'react';
import type { LiveSnapshot } from '../../domain/live/liveSnapshot';
import { formatClock } from '../../domain/model';
import { livePlayText } from './livePlayText';
import { quarterLabel } from './quarterLabel';
import { useT } from '../i18n';

type Props = { snapshot: LiveSnapshot; shownAtFirst: number };

/** The latest plays, newest first: when, which team, what, and the cap (with the name when the share shows names). */
export function LivePlayFeed({ snapshot, shownAtFirst }: Props) {
  const t = useT('live');
  const [isAll, setIsAll] = useState(false);
  const { plays, teams } = snapshot;
  const shown = isAll ? plays : plays.slice(0, shownAtFirst);
  return (
    <section aria-labelledby="live-plays-heading" className="flex flex-col gap-2">
      <h2 id="live-plays-heading" className="text-2xl font-bold text-pool-900">
        {t('plays.heading')}
      </h2>
      {plays.length === 0 ? <p className="text-lg">{t('plays.none')}</p> : null}
      <ol
        className="flex flex-col divide-y divide-pool-200 rounded-lg border-2 border-pool-200 bg-white"
        data-testid="live-plays"
      >
        {shown.map((play) => (
          <li key={play.id} className="grid grid-cols-[4.5rem_1fr] gap-x-3 px-3 py-2 text-lg">
            <span className="font-semibold tabular-nums text-pool-800">
              {`${quarterLabel(play.quarter)} ${formatClock(play.time, 'duration')}`}
            </span>
            <span className="min-w-0">
              <span
                className={`font-bold ${play.type === 'SHOOT' && play.outcome === 'GOAL' ? 'text-green-800' : 'text-black'}`}
              >
                {livePlayText(play)}
              </span>
              <span className="block text-base text-pool-900">
                {teams[play.team].name}
                {play.cap !== null ? ` · #${play.cap}` : ''}
                {play.player ? ` ${play.player}` : ''}
              </span>
            </span>
          </li>
        ))}
      </ol>
      {plays.length > shown.length ? (
        <button
          type="button"
          className="min-h-12 self-start rounded-md border-2 border-pool-700 bg-white px-4 font-semibold text-pool-800"
          onClick={() => setIsAll(true)}
        >
          {t('plays.showAll', { count: plays.length })}
        </button>
      ) : null}
    </section>
  );
}
