import { Link } from 'wouter';
import { countEntities } from '../../../data/manage';
import { formatNumber, useT } from '../../i18n';
import { entityPath, useArea } from './areaContext';
import type { EntityConfig } from './entityConfig';
import { useAsync } from './useAsync';

/** The area's start: one card per sub-area with how many rows it holds. */
export function AreaOverview({ intro }: { intro: string }) {
  const { configs } = useArea();
  const t = useT('manage');
  return (
    <section aria-label={t('overview.label')}>
      <p className="mb-4 max-w-3xl text-slate-800">{intro}</p>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {configs.map((config) => (
          <OverviewCard key={config.route} config={config} />
        ))}
      </ul>
    </section>
  );
}

function OverviewCard({ config }: { config: EntityConfig }) {
  const { base } = useArea();
  const t = useT('manage');
  const count = useAsync(`${config.apiPath}/count`, () => countEntities(config.apiPath));
  return (
    <li>
      <Link
        href={entityPath(base, config)}
        className="flex min-h-24 flex-col justify-between rounded-lg border border-pool-200 bg-white p-4 shadow-sm hover:border-pool-500"
      >
        <span className="text-lg font-bold text-pool-900">{config.title}</span>
        <span className="text-slate-700">
          {count.data === undefined
            ? count.error
              ? t('overview.openList')
              : '…'
            : t('overview.rows', { count: formatNumber(count.data) })}
        </span>
      </Link>
    </li>
  );
}
