import { useEffect } from 'react';
import { setProblemWording } from '../data/manage/problemWording';
import { AppLayout } from './layout/AppLayout';
import { AppRoutes } from './routes';
import { problemText } from './ui/problemText';
import { reloadOnPreloadError } from './update/reloadOnPreloadError';

export function App() {
  useEffect(() => reloadOnPreloadError(), []);
  // Problems the data layer meets are worded in the user's language from here on.
  useEffect(() => setProblemWording(problemText), []);
  return (
    <AppLayout>
      <AppRoutes />
    </AppLayout>
  );
}
