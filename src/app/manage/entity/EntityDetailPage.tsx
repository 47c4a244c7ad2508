import { Link, useLocation } from 'wouter';
import { deleteEntity, fetchEntity } from '../../../data/manage';
import { useT } from '../../i18n';
import { buttonClasses } from '../../ui/buttonClasses';
import { FormError } from '../../ui/FormError';
import { LoadingState } from '../../ui/LoadingState';
import { entityPath, keyOf, useArea } from './areaContext';
import { DeleteEntityButton } from './DeleteEntityButton';
import type { EntityConfig } from './entityConfig';
import { useAsync } from './useAsync';

/** Any sub-area's detail: the configured fields, Edit and Delete, then the entity's own panels. */
export function EntityDetailPage({ config, entityKey }: { config: EntityConfig; entityKey: string }) {
  const t = useT('manage');
  const { base } = useArea();
  const [, navigate] = useLocation();
  const loaded = useAsync(`${config.apiPath}/${entityKey}`, () =>
    config.fetchOne ? config.fetchOne(entityKey) : fetchEntity(config.apiPath, entityKey),
  );
  const entity = loaded.data;
  if (!entity) return loaded.error ? <FormError message={loaded.error.message} /> : <LoadingState />;
  const label = config.labelOf(entity);
  return (
    <section aria-labelledby="entity-detail-heading" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <p className="text-sm font-semibold tracking-wide text-slate-700 uppercase">
            <Link href={entityPath(base, config)} className="underline underline-offset-2">
              {config.title}
            </Link>
          </p>
          <h2 id="entity-detail-heading" className="text-2xl font-bold text-pool-900">
            {label}
          </h2>
        </div>
        <div className="flex flex-wrap gap-2">
          {config.form ? (
            <Link href={entityPath(base, config, keyOf(config, entity), 'edit')} className={buttonClasses('secondary')}>
              {t('entity.edit')}
            </Link>
          ) : null}
          {config.canDelete !== false && config.form ? (
            <DeleteEntityButton
              what={t('entity.what', { singular: config.singular, label })}
              remove={() =>
                config.remove ? config.remove(entity) : deleteEntity(config.apiPath, keyOf(config, entity))
              }
              onDeleted={() => navigate(entityPath(base, config))}
            />
          ) : null}
        </div>
      </div>
      <dl className="grid gap-x-6 gap-y-3 rounded-lg border border-pool-200 bg-white p-4 sm:grid-cols-[max-content_1fr]">
        {config.detail.map((item) => (
          <div key={item.label} className="contents">
            <dt className="font-semibold text-pool-900">{item.label}</dt>
            <dd className="text-slate-900">{item.value(entity) ?? '—'}</dd>
          </div>
        ))}
      </dl>
      {config.panels?.map((Panel, index) => (
        <Panel key={index} entity={entity} reload={loaded.reload} />
      ))}
    </section>
  );
}
