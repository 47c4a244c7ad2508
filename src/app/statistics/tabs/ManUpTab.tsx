import type { TeamStatistics } from '../../../domain/stats';
import type { ClipLinker } from '../clips/clipLinker';
import { useT } from '../../i18n';
import { manUpTable } from '../tables/manUpTable';
import { StatTable } from './StatTable';

/** Man-up efficiency three ways (docs/design.md §7) and man-down defence. */
export function ManUpTab({ teams, clip }: { teams: readonly TeamStatistics[]; clip: ClipLinker }) {
  const t = useT('statistics');
  return (
    <div className="flex max-w-3xl flex-col gap-4">
      <StatTable table={manUpTable(teams, clip)} />
      <p className="text-slate-800">{t('manUp.explanation')}</p>
    </div>
  );
}
