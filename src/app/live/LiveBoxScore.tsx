import type { LiveBoxScore as Box, LiveSnapshot } from '../../domain/live/liveSnapshot';
import { LIVE_SIDES } from './liveSides';

const ROWS: { label: string; value: (box: Box) => string }[] = [
  { label: 'Goals', value: (box) => String(box.goals) },
  { label: 'Shots', value: (box) => String(box.shots) },
  { label: 'Saves', value: (box) => String(box.saves) },
  { label: 'Exclusions', value: (box) => String(box.exclusions) },
  { label: 'Man-up', value: (box) => `${box.manUp.goals}/${box.manUp.chances}` },
  { label: 'Penalties', value: (box) => `${box.penalties.goals}/${box.penalties.attempts}` },
  { label: 'Time-outs left', value: (box) => String(box.timeoutsLeft) },
];

/** The two teams side by side in the box score's main figures. */
export function LiveBoxScore({ snapshot }: { snapshot: LiveSnapshot }) {
  const { teams } = snapshot;
  return (
    <section aria-labelledby="live-box-heading" className="flex flex-col gap-2">
      <h2 id="live-box-heading" className="text-2xl font-bold text-pool-900">
        Box score
      </h2>
      <table className="w-full border-collapse rounded-lg bg-white text-lg tabular-nums" data-testid="live-box-score">
        <caption className="sr-only">Box score</caption>
        <thead>
          <tr className="border-b-2 border-pool-900">
            <th scope="col" className="px-3 py-2 text-left">
              <span className="sr-only">Figure</span>
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
                {row.label}
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
