import { useT } from '../i18n';
import { EntityArea } from '../manage/entity/EntityArea';
import { ADMIN_ENTITIES } from './adminEntities';

/** /admin: users, organisations, memberships and the mail outbox, for ROLE_ADMIN (guarded in routes.tsx). */
export function AdminArea() {
  const t = useT('admin');
  return <EntityArea base="/admin" configs={ADMIN_ENTITIES} title={t('area.title')} intro={t('area.intro')} />;
}
