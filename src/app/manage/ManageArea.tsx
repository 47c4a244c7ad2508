import { useT } from '../i18n';
import { EntityArea } from './entity/EntityArea';
import { MANAGE_ENTITIES } from './manageEntities';

/** /manage: the reference data a data manager keeps, for ROLE_USER and ROLE_ADMIN (guarded in routes.tsx). */
export function ManageArea() {
  const t = useT('manage');
  return <EntityArea base="/manage" configs={MANAGE_ENTITIES} title={t('area.title')} intro={t('area.intro')} />;
}
