import { fetchEntity } from '../../../data/manage';
import { useT } from '../../i18n';
import { FormError } from '../../ui/FormError';
import { LoadingState } from '../../ui/LoadingState';
import type { EntityConfig } from './entityConfig';
import { useAsync } from './useAsync';

/** A page of one row's own (a team's CSV import), loaded with the row. */
export function EntitySubPage({
  config,
  entityKey,
  segment,
}: {
  config: EntityConfig;
  entityKey: string;
  segment: string;
}) {
  const t = useT('manage');
  const page = config.subPages?.find((candidate) => candidate.segment === segment);
  const loaded = useAsync(`${config.apiPath}/${entityKey}`, () =>
    config.fetchOne ? config.fetchOne(entityKey) : fetchEntity(config.apiPath, entityKey),
  );
  if (!page) return <p role="alert">{t('area.noPage', { segment })}</p>;
  if (!loaded.data) return loaded.error ? <FormError message={loaded.error.message} /> : <LoadingState />;
  const Page = page.component;
  return <Page entity={loaded.data} />;
}
