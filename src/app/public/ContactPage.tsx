import { useT } from '../i18n';
import { PageHeading } from '../ui/PageHeading';
import { buttonClasses } from '../ui/buttonClasses';
import { DEMO_REQUEST_EMAIL } from './contact';

export function ContactPage() {
  const t = useT('public');
  const mailto = `mailto:${DEMO_REQUEST_EMAIL}?subject=${encodeURIComponent(t('contact.subject'))}`;
  return (
    <section className="max-w-2xl">
      <PageHeading>{t('contact.heading')}</PageHeading>
      <p className="text-lg">{t('contact.intro')}</p>
      <p className="mt-6 flex flex-wrap items-center gap-3">
        <a href={mailto} className={buttonClasses('primary')}>
          {t('contact.requestDemo')}
        </a>
        <span>
          {t('contact.orWriteTo')}{' '}
          <a href={mailto} className="inline-flex min-h-touch items-center font-semibold text-primary underline">
            {DEMO_REQUEST_EMAIL}
          </a>
        </span>
      </p>
    </section>
  );
}
