import { Link } from 'wouter';
import { fetchEntity, type Entity } from '../../data/manage';
import { buttonClasses } from '../ui/buttonClasses';
import { DetailSection } from '../manage/entity/DetailSection';
import { useAsync } from '../manage/entity/useAsync';

/** The organisation whose data the user sees (their user-extra), with the way to change it. */
export function UserMembershipPanel({ entity: user }: { entity: Entity }) {
  const membership = useAsync(`membership-${user.id}`, () => fetchEntity('/user-extras', user.id!));
  const organization = membership.data?.organization as { name?: string } | null | undefined;
  return (
    <DetailSection
      title="Organization"
      actions={
        membership.data ? (
          <Link href={`/admin/user-extra/${user.id}/edit`} className={buttonClasses('secondary')}>
            Change organization
          </Link>
        ) : membership.error?.status === 404 ? (
          <Link href="/admin/user-extra/new" className={buttonClasses('secondary')}>
            Add to an organization
          </Link>
        ) : null
      }
    >
      <p className="text-slate-800">
        {membership.isLoading && !membership.data
          ? 'Loading…'
          : organization?.name
            ? `${String(user.login)} belongs to ${organization.name} and sees its leagues, teams, matches and statistics.`
            : `${String(user.login)} belongs to no organization and sees no data.`}
      </p>
    </DetailSection>
  );
}
