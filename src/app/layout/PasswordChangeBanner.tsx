import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { guardedSessionStorage } from '../../data/storage/guardedStorage';
import { useSession } from '../auth/useSession';
import { useT } from '../i18n';

/** Remembered for the browser session only: the warning comes back at the next login. */
const DISMISSED_KEY = 'poolside.passwordBannerDismissed';

const isDismissedNow = () => guardedSessionStorage.getItem(DISMISSED_KEY) === '1';

/**
 * Told at every login until it is done: an account still on a default password (the demo admin/admin)
 * is open to anyone who knows the demo. In the page flow rather than over it, so it hides no control;
 * it goes once the reloaded account says the password was changed. "Later" puts it away for this session,
 * so a scorer mid-match keeps the whole capture screen.
 */
export function PasswordChangeBanner({ isCompact = false }: { isCompact?: boolean }) {
  const { isAuthenticated, account } = useSession();
  const [location] = useLocation();
  const [isDismissed, setIsDismissed] = useState(isDismissedNow);
  const t = useT('common');
  if (!isAuthenticated || account?.passwordChangeRequired !== true || isDismissed) return null;
  const dismiss = () => {
    // Where storage is refused, the banner still goes for this page's life.
    guardedSessionStorage.setItem(DISMISSED_KEY, '1');
    setIsDismissed(true);
  };
  const control = 'inline-flex min-h-12 items-center rounded-md px-3 font-semibold text-pool-800 underline';
  return (
    <div
      role="alert"
      className={`flex flex-wrap items-center gap-x-4 rounded-md border-2 border-amber-500 bg-amber-50 px-4 text-amber-950 ${isCompact ? 'mb-2 text-base' : 'mb-6 gap-y-2 py-2 text-lg'}`}
    >
      <p className="font-semibold">{t('passwordBanner.message')}</p>
      {location === '/password' ? null : (
        <Link href="/password" className={control}>
          {t('passwordBanner.change')}
        </Link>
      )}
      <button type="button" onClick={dismiss} className={`${control} ml-auto`}>
        {t('passwordBanner.later')}
      </button>
    </div>
  );
}
