import { EntityArea } from './entity/EntityArea';
import { MANAGE_ENTITIES } from './manageEntities';

/** /manage: the reference data a data manager keeps, for ROLE_USER and ROLE_ADMIN (guarded in routes.tsx). */
export function ManageArea() {
  return (
    <EntityArea
      base="/manage"
      configs={MANAGE_ENTITIES}
      title="Manage"
      intro="Leagues, teams and players first; then matches with their rosters, videos and play-by-play, so scorers can start them from the home screen."
    />
  );
}
