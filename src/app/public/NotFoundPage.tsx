import { Link } from 'wouter';
import { useT } from '../i18n';
import { PageHeading } from '../ui/PageHeading';

export function NotFoundPage() {
  const t = useT('public');
  return (
    <section>
      <PageHeading>{t('notFound.heading')}</PageHeading>
      <p>
        <Link href="/home" className="inline-flex min-h-touch items-center font-semibold text-primary underline">
          {t('notFound.back')}
        </Link>
      </p>
    </section>
  );
}
