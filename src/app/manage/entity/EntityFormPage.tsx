import { fetchEntity, type Entity } from '../../../data/manage';
import { FormError } from '../../ui/FormError';
import { LoadingState } from '../../ui/LoadingState';
import type { EntityConfig } from './entityConfig';
import { EntityForm } from './EntityForm';
import { useAsync } from './useAsync';

/** Create (no key) or edit (the row loaded first) a row of any configured sub-area. */
export function EntityFormPage({ config, entityKey }: { config: EntityConfig; entityKey?: string }) {
  const loaded = useAsync<Entity | null>(`${config.apiPath}/${entityKey ?? 'new'}`, () =>
    entityKey === undefined
      ? Promise.resolve(null)
      : config.fetchOne
        ? config.fetchOne(entityKey)
        : fetchEntity(config.apiPath, entityKey),
  );
  if (loaded.error) return <FormError message={loaded.error.message} />;
  if (loaded.isLoading && loaded.data === undefined) return <LoadingState />;
  return <EntityForm key={entityKey ?? 'new'} config={config} existing={loaded.data ?? null} />;
}
