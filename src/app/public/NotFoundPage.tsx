import { Link } from 'wouter';
import { PageHeading } from '../ui/PageHeading';

export function NotFoundPage() {
  return (
    <section>
      <PageHeading>Page not found</PageHeading>
      <p>
        <Link href="/home" className="inline-flex min-h-touch items-center font-semibold text-primary underline">
          Back to the start page
        </Link>
      </p>
    </section>
  );
}
