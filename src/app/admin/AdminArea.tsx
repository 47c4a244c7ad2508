import { EntityArea } from '../manage/entity/EntityArea';
import { ADMIN_ENTITIES } from './adminEntities';

/** /admin: users, organisations, memberships and the mail outbox, for ROLE_ADMIN (guarded in routes.tsx). */
export function AdminArea() {
  return (
    <EntityArea
      base="/admin"
      configs={ADMIN_ENTITIES}
      title="Administration"
      intro="Users and their roles, the organisations whose data they see, and the mails the server sent."
    />
  );
}
