import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { ErrorBoundary } from './ErrorBoundary';
import { ScreenLoadError } from './ScreenLoadError';

type Props = { children: ReactNode; reload?: () => void };

/**
 * Around the routed content: a screen that fails (a lazy chunk gone after an update, or offline) shows a
 * message with Reload instead of a blank app, while the navigation bar stays usable. Navigating retries.
 */
export function RouteErrorBoundary({ children, reload = () => window.location.reload() }: Props) {
  const [location] = useLocation();
  return (
    <ErrorBoundary resetKey={location} fallback={<ScreenLoadError onReload={reload} />}>
      {children}
    </ErrorBoundary>
  );
}
