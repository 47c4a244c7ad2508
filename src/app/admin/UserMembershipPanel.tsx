import { Link } from 'wouter';
import { fetchEntity, type Entity } from '../../data/manage';
import { buttonClasses } from '../ui/buttonClasses';
import { DetailSection } from '../manage/entity/DetailSection';
import { useAsync } from '../manage/entity/useAsync';
import { useT } from '../i18n';

/** The organisation whose data the user sees (their user-extra), with the way to change it. */
export function UserMembershipPanel({ entity: user }: { entity: Entity }) {
  const t = useT('admin');
  const membership = useAsync(`membership-${user.id}`, () => fetchEntity('/user-extras', user.id!));
  const organization = membership.data?.organization as { name?: string } | null | undefined;
  return (
    <DetailSection
      title={t('membership.title')}
      actions={
        membership.data ? (
          <Link href={`/admin/user-extra/${user.id}/edit`} className={buttonClasses('secondary')}>
            {t('membership.change')}
          </Link>
        ) : membership.error?.status === 404 ? (
          <Link href="/admin/user-extra/new" className={buttonClasses('secondary')}>
            {t('membership.add')}
          </Link>
        ) : null
      }
    >
      <p className="text-slate-800">
        {membership.isLoading && !membership.data
          ? t('membership.loading')
          : organization?.name
            ? t('membership.belongs', { login: String(user.login), organization: organization.name })
            : t('membership.belongsToNone', { login: String(user.login) })}
      </p>
    </DetailSection>
  );
}
