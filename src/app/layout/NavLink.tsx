import { Link, useLocation } from 'wouter';

export const navLinkClass =
  'flex min-h-touch items-center rounded-md px-3 font-semibold hover:bg-pool-700 aria-[current=page]:bg-pool-600 aria-[current=page]:underline';

/** A bar link that marks itself as the current page. */
export function NavLink({ href, label, onNavigate }: { href: string; label: string; onNavigate: () => void }) {
  const [location] = useLocation();
  return (
    <li>
      <Link
        href={href}
        className={navLinkClass}
        aria-current={location === href ? 'page' : undefined}
        onClick={onNavigate}
      >
        {label}
      </Link>
    </li>
  );
}
