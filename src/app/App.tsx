import { useEffect } from 'react';
import { AppLayout } from './layout/AppLayout';
import { AppRoutes } from './routes';
import { reloadOnPreloadError } from './update/reloadOnPreloadError';

export function App() {
  useEffect(() => reloadOnPreloadError(), []);
  return (
    <AppLayout>
      <AppRoutes />
    </AppLayout>
  );
}
