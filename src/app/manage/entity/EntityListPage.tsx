import { Link } from 'wouter';
import { listEntities } from '../../../data/manage';
import { formatNumber, useT } from '../../i18n';
import { buttonClasses } from '../../ui/buttonClasses';
import { FormError } from '../../ui/FormError';
import { entityPath, keyOf, useArea } from './areaContext';
import type { EntityConfig } from './entityConfig';
import { EntityTable } from './EntityTable';
import { FilterBar } from './FilterBar';
import { Pager } from './Pager';
import { useAsync } from './useAsync';
import { useListParams } from './useListParams';

/** Any sub-area's list: filters, sortable table, total and pager, all answered by the server. */
export function EntityListPage({ config }: { config: EntityConfig }) {
  const t = useT('manage');
  const { base } = useArea();
  const list = useListParams(config.defaultSort);
  const result = useAsync(`${config.apiPath}?${list.apiQuery}`, () => listEntities(config.apiPath, list.apiQuery));
  const total = result.data?.total ?? 0;
  return (
    <section aria-labelledby="entity-list-heading">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="entity-list-heading" className="text-2xl font-bold text-pool-900">
          {config.title}{' '}
          <span className="text-lg font-semibold text-slate-700">({result.data ? formatNumber(total) : '…'})</span>
        </h2>
        <div className="flex flex-wrap items-start gap-2">
          {config.listActions?.map((Action, i) => (
            <Action key={i} config={config} />
          ))}
          {config.form ? (
            <Link href={entityPath(base, config, 'new')} className={buttonClasses('primary')}>
              {t('entity.new', { singular: config.singular })}
            </Link>
          ) : null}
        </div>
      </div>
      <FilterBar
        filters={config.filters}
        valueOf={list.filterValue}
        onChange={list.setFilter}
        onClear={() => list.clearFilters(config.filters.map((filter) => filter.param))}
      />
      <FormError message={result.error?.message ?? null} />
      <EntityTable
        caption={config.title}
        columns={config.columns}
        rows={result.data?.items ?? []}
        sort={list.sort}
        onSort={list.setSort}
        hrefOf={(row) => entityPath(base, config, keyOf(config, row))}
        isLoading={result.isLoading}
      />
      <Pager page={list.page} size={list.size} total={total} onPage={list.setPage} onSize={list.setSize} />
    </section>
  );
}
