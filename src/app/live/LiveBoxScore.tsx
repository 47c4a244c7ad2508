import type { LiveBoxScore as Box, LiveSnapshot } from '../../domain/live/liveSnapshot';
import { useT, type MessageKey } from '../i18n';
import { LIVE_SIDES } from './liveSides';

const ROWS: { label: MessageKey<'live'>; value: (box: Box) => string }[] = [
  { label: 'box.goals', value: (box) => String(box.goals) },
  { label: 'box.shots', value: (box) => String(box.shots) },
  { label: 'box.saves', value: (box) => String(box.saves) },
  { label: 'box.exclusions', value: (box) => String(box.exclusions) },
  { label: 'box.manUp', value: (box) => `${box.manUp.goals}/${box.manUp.chances}` },
  { label: 'box.penalties', value: (box) => `${box.penalties.goals}/${box.penalties.attempts}` },
  { label: 'box.timeoutsLeft', value: (box) => String(box.timeoutsLeft) },
];

/** The two teams side by side in the box score's main figures. */
export function LiveBoxScore({ snapshot }: { snapshot: LiveSnapshot }) {
  const t = useT('live');
  const { teams } = snapshot;
  return (
    <section aria-labelledby="live-box-heading" className="flex flex-col gap-2">
      <h2 id="live-box-heading" className="text-2xl font-bold text-pool-900">
        {t('box.heading')}
      </h2>
      <table className="w-full border-collapse rounded-lg bg-white text-lg tabular-nums" data-testid="live-box-score">
        <caption className="sr-only">{t('box.heading')}</caption>
        <thead>
          <tr className="border-b-2 border-pool-900">
            <th scope="col" className="px-3 py-2 text-left">
              <span className="sr-only">{t('box.figure')}</span>
            </th>
            {LIVE_SIDES.map((side) => (
              <th key={side} scope="col" className="px-3 py-2 text-right break-words">
                {teams[side].name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ROWS.map((row) => (
            <tr key={row.label} className="border-b border-pool-200">
              <th scope="row" className="px-3 py-2 text-left font-semibold">
                {t(row.label)}
              </th>
              {LIVE_SIDES.map((side) => (
                <td key={side} className="px-3 py-2 text-right font-bold">
                  {row.value(teams[side].box)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
