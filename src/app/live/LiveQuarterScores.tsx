import type { LiveSnapshot } from '../../domain/live/liveSnapshot';
import { LIVE_SIDES } from './liveSides';
import { quarterLabel } from './quarterLabel';
import { useT } from '../i18n';

/** Goals per quarter (and the shootout when there was one) for both teams. */
export function LiveQuarterScores({ snapshot }: { snapshot: LiveSnapshot }) {
  const t = useT('live');
  const { teams } = snapshot;
  const periods = Math.max(4, teams.team1.scoreByQuarter.length, teams.team2.scoreByQuarter.length);
  const quarters = Array.from({ length: periods }, (_, index) => index + 1);
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-lg tabular-nums">
        <caption className="sr-only">{t('quarterScores.caption')}</caption>
        <thead>
          <tr className="border-b-2 border-pool-900 text-left">
            <th scope="col" className="py-1 pr-2">
              {t('quarterScores.team')}
            </th>
            {quarters.map((quarter) => (
              <th key={quarter} scope="col" className="px-2 py-1 text-right">
                {quarter > 4 ? t('quarterScores.shootout') : quarterLabel(quarter)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {LIVE_SIDES.map((side) => (
            <tr key={side} className="border-b border-pool-200">
              <th scope="row" className="max-w-[12rem] truncate py-1 pr-2 text-left font-semibold">
                {teams[side].name}
              </th>
              {quarters.map((quarter) => (
                <td key={quarter} className="px-2 py-1 text-right">
                  {teams[side].scoreByQuarter[quarter - 1] ?? '–'}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
