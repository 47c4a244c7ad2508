import { useState } from 'react';
import { livePoolLength, type LiveSnapshot } from '../../domain/live/liveSnapshot';
import type { TeamSide } from '../../domain/model';
import { PoolShotMap } from '../statistics/charts/PoolShotMap';
import { ShotLegend } from '../statistics/charts/ShotLegend';
import { liveShotMap } from './liveShotMap';
import { LIVE_SIDES } from './liveSides';
import { useT } from '../i18n';

/** The live feed tells goals, blocks and the rest apart, not a save from a miss. */
const LIVE_OUTCOMES = ['goal', 'missed', 'blocked'] as const;

/** Where each team shot from, one team at a time on the statistics' pool picture. */
export function LiveShotChart({ snapshot }: { snapshot: LiveSnapshot }) {
  const t = useT('live');
  const [side, setSide] = useState<TeamSide>('team1');
  const team = snapshot.teams[side];
  return (
    <section aria-labelledby="live-shots-heading" className="flex flex-col gap-2">
      <h2 id="live-shots-heading" className="text-2xl font-bold text-pool-900">
        {t('shots.heading')}
      </h2>
      <div role="group" aria-label={t('shots.teamGroup')} className="flex flex-wrap gap-2">
        {LIVE_SIDES.map((each) => (
          <button
            key={each}
            type="button"
            aria-pressed={each === side}
            className={`min-h-12 rounded-md border-2 border-pool-800 px-4 font-semibold ${each === side ? 'bg-pool-800 text-white' : 'bg-white text-pool-900'}`}
            onClick={() => setSide(each)}
          >
            {snapshot.teams[each].name}
          </button>
        ))}
      </div>
      <PoolShotMap
        map={liveShotMap(snapshot.plays, side)}
        title={t('shots.title', { team: team.name })}
        poolLength={livePoolLength(snapshot)}
      />
      <ShotLegend outcomes={LIVE_OUTCOMES} />
      <p className="text-base text-pool-900">{t('shots.savesNote')}</p>
    </section>
  );
}
