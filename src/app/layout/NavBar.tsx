import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { Link, useLocation } from 'wouter';
import { useSession } from '../auth/useSession';
import { useT } from '../i18n';
import { ErrorBoundary } from '../routing/ErrorBoundary';
import { NavLinks } from './NavLinks';

let loadedSyncStatus: ComponentType | null = null;

/**
 * The sync indicator, which needs the browser database: loaded only once someone is signed in, and shown once
 * loaded. Not a lazy component under Suspense: its fallback, shown on every first load, would make React hold
 * back the screen that opens next for up to 300 ms (it spaces out the reveals that follow a fallback). A chunk
 * that cannot load leaves the indicator out rather than blanking the app.
 */
function useSyncStatus(isSignedIn: boolean): ComponentType | null {
  const [component, setComponent] = useState(() => loadedSyncStatus);
  useEffect(() => {
    if (!isSignedIn || component) return;
    let isCurrent = true;
    import('../sync/SyncStatus').then(
      ({ SyncStatus }) => {
        loadedSyncStatus = SyncStatus;
        if (isCurrent) setComponent(() => SyncStatus);
      },
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, [isSignedIn, component]);
  return component;
}

/**
 * Fixed top bar: logo to /home and the links. At 768 px or narrower the links collapse behind the
 * menu button; the expanded list closes on every navigation. Compact (the capture screen): 48 px high and the
 * links always behind the menu button, so the bar never takes a second row of the scorer's screen.
 */
export function NavBar({ isCompact = false }: { isCompact?: boolean }) {
  const [location] = useLocation();
  const [isOpen, setIsOpen] = useState(false);
  const { isAuthenticated } = useSession();
  const SyncStatus = useSyncStatus(isAuthenticated);
  const t = useT('common');
  const [openedAt, setOpenedAt] = useState(location);
  if (openedAt !== location) {
    setOpenedAt(location);
    setIsOpen(false);
  }
  useEffect(() => {
    if (!isOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && setIsOpen(false);
    window.addEventListener('keydown', closeOnEscape);
    return () => window.removeEventListener('keydown', closeOnEscape);
  }, [isOpen]);

  return (
    <header className="fixed inset-x-0 top-0 z-40 bg-pool-800 text-white shadow-md">
      <nav
        aria-label={t('nav.label')}
        className={`mx-auto flex flex-wrap items-center justify-between gap-x-4 px-4 ${isCompact ? 'min-h-12' : 'min-h-16 max-w-6xl'}`}
      >
        <Link
          href="/home"
          className={`flex items-center gap-2 rounded text-xl font-bold ${isCompact ? 'h-12' : 'h-16'}`}
        >
          <img src="/icons/favicon.svg" alt="" width="32" height="32" />
          <span>{t('productName')}</span>
        </Link>
        {isAuthenticated && SyncStatus ? (
          // A sync indicator that fails to render is left out rather than blanking the whole app.
          <ErrorBoundary fallback={null}>
            <Suspense fallback={null}>
              <div
                className={`ml-auto mr-2 ${isCompact ? '' : 'min-[769px]:order-last min-[769px]:ml-4 min-[769px]:mr-0'}`}
              >
                <SyncStatus />
              </div>
            </Suspense>
          </ErrorBoundary>
        ) : null}
        <button
          type="button"
          className={`rounded-md border-2 border-white/70 px-3 font-semibold ${isCompact ? 'min-h-12 min-w-12' : 'min-h-touch min-w-touch min-[769px]:hidden'}`}
          aria-expanded={isOpen}
          aria-controls="main-menu"
          onClick={() => setIsOpen((open) => !open)}
        >
          {t('nav.menu')}
        </button>
        <div
          id="main-menu"
          className={`${isOpen ? 'flex' : 'hidden'} w-full pb-3 ${isCompact ? '' : 'min-[769px]:flex min-[769px]:w-auto min-[769px]:pb-0'}`}
        >
          <NavLinks onNavigate={() => setIsOpen(false)} />
        </div>
      </nav>
    </header>
  );
}
