import { Link, useLocation } from 'wouter';
import { entityPath, useArea } from './areaContext';

/** The sub-areas as a row of links; the current one is marked for screen readers too. */
export function AreaNav({ label }: { label: string }) {
  const { base, configs } = useArea();
  const [location] = useLocation();
  return (
    <nav aria-label={label} className="mb-6 flex flex-wrap gap-1 border-b-2 border-pool-700">
      {configs.map((config) => {
        const href = entityPath(base, config);
        const isCurrent = location === href || location.startsWith(`${href}/`);
        return (
          <Link
            key={config.route}
            href={href}
            aria-current={isCurrent ? 'page' : undefined}
            className={`inline-flex min-h-touch items-center rounded-t-md px-3 font-semibold ${isCurrent ? 'bg-pool-700 text-white' : 'text-pool-800 hover:bg-pool-100'}`}
          >
            {config.title}
          </Link>
        );
      })}
    </nav>
  );
}
