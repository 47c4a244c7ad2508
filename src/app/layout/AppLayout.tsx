import type { ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useT } from '../i18n';
import { isLiveEmbed } from '../live/isLiveEmbed';
import { isLiveOverlay } from '../live/isLiveOverlay';
import { Snackbar } from '../ui/Snackbar';
import { Footer } from './Footer';
import { isCaptureRoute } from './isCaptureRoute';
import { NavBar } from './NavBar';
import { PasswordChangeBanner } from './PasswordChangeBanner';

/**
 * Page chrome of docs/product.md §1: fixed bar, main area (viewport min-height, 78 px top margin), footer. The capture
 * route gets a slim bar, no footer and a main area exactly one screen high, so a scorer never scrolls.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const search = useSearch();
  const isCompact = isCaptureRoute(location);
  const t = useT('common');
  // A club website frames the live page: no bar, no footer, nothing of the app around it.
  if (isLiveEmbed(location, search) || isLiveOverlay(location, search)) return <main id="main">{children}</main>;
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        {t('skipToContent')}
      </a>
      <NavBar isCompact={isCompact} />
      {isCompact ? (
        <main
          id="main"
          tabIndex={-1}
          className="flex w-full flex-col px-2 pt-14 pb-0 min-[600px]:h-dvh min-[600px]:overflow-hidden"
        >
          <PasswordChangeBanner isCompact />
          {children}
        </main>
      ) : (
        <main id="main" tabIndex={-1} className="mx-auto mt-nav min-h-screen w-full max-w-6xl px-4 pt-6 pb-12">
          <PasswordChangeBanner />
          {children}
        </main>
      )}
      {isCompact ? null : <Footer />}
      <Snackbar />
    </>
  );
}
