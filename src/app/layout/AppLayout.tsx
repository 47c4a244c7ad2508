import type { ReactNode } from 'react';
import { Snackbar } from '../ui/Snackbar';
import { Footer } from './Footer';
import { NavBar } from './NavBar';
import { PasswordChangeBanner } from './PasswordChangeBanner';

/** Page chrome of spec §1: fixed bar, main area (viewport min-height, 78 px top margin), footer. */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2">
        Skip to content
      </a>
      <NavBar />
      <main id="main" tabIndex={-1} className="mx-auto mt-nav min-h-screen w-full max-w-6xl px-4 pt-6 pb-12">
        <PasswordChangeBanner />
        {children}
      </main>
      <Footer />
      <Snackbar />
    </>
  );
}
