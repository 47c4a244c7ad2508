import { PageHeading } from '../ui/PageHeading';
import { buttonClasses } from '../ui/buttonClasses';
import { DEMO_REQUEST_EMAIL, DEMO_REQUEST_SUBJECT } from './contact';

export function ContactPage() {
  const mailto = `mailto:${DEMO_REQUEST_EMAIL}?subject=${encodeURIComponent(DEMO_REQUEST_SUBJECT)}`;
  return (
    <section className="max-w-2xl">
      <PageHeading>Contact</PageHeading>
      <p className="text-lg">
        Would you like to see Poolside at your club? Request a demo by e-mail and we will show you live scoring,
        statistics and video analysis with your own matches.
      </p>
      <p className="mt-6 flex flex-wrap items-center gap-3">
        <a href={mailto} className={buttonClasses('primary')}>
          Request a demo
        </a>
        <span>
          or write to{' '}
          <a href={mailto} className="inline-flex min-h-touch items-center font-semibold text-primary underline">
            {DEMO_REQUEST_EMAIL}
          </a>
        </span>
      </p>
    </section>
  );
}
