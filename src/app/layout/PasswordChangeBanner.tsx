import { Link, useLocation } from 'wouter';
import { useSession } from '../auth/useSession';

/**
 * Told at every login until it is done: an account still on a default password (the demo admin/admin)
 * is open to anyone who knows the demo. In the page flow rather than over it, so it hides no control;
 * it goes once the reloaded account says the password was changed.
 */
export function PasswordChangeBanner() {
  const { isAuthenticated, account } = useSession();
  const [location] = useLocation();
  if (!isAuthenticated || account?.passwordChangeRequired !== true) return null;
  return (
    <div
      role="alert"
      className="mb-6 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-md border-2 border-amber-500 bg-amber-50 px-4 py-2 text-lg text-amber-950"
    >
      <p className="font-semibold">Your password is the default one. Change it now.</p>
      {location === '/password' ? null : (
        <Link href="/password" className="inline-flex min-h-touch items-center font-semibold text-pool-800 underline">
          Change password
        </Link>
      )}
    </div>
  );
}
