import { Link } from 'wouter';

/** A link that is unknown or whose sharing was stopped. */
export function LiveUnavailable({ isEmbedded }: { isEmbedded: boolean }) {
  return (
    <section className="flex flex-col gap-3 p-2">
      <h1 className="text-3xl font-bold text-pool-900">This live match is not available</h1>
      <p className="text-lg">The link may be mistyped, or the club has stopped sharing this match.</p>
      {isEmbedded ? null : (
        <p>
          <Link href="/home" className="inline-flex min-h-12 items-center text-lg font-semibold text-primary underline">
            Go to Poolside
          </Link>
        </p>
      )}
    </section>
  );
}
